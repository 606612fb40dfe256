CREATE TABLE `staff_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`cohort_id` text,
	`account_expires_at` text,
	`expires_at` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`used_at` text,
	`withdrawn_at` text,
	FOREIGN KEY (`cohort_id`) REFERENCES `cohorts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "staff_invitations_role" CHECK("staff_invitations"."role" IN ('director', 'coordinator', 'health-lead', 'volunteer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_token_hash_unique` ON `staff_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_username` ON `staff_invitations` (`username`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email` ON `staff_invitations` (`email`);--> statement-breakpoint
-- hand-written: drizzle-kit rebuilds `users` to add its CHECK, and a rebuild drops the table
-- that `sessions` cascades from (D1 ignores PRAGMA foreign_keys=OFF): every session would end.
-- Adding the columns keeps every account and session; the role's CHECK is the column's own.
-- Every account made before roles existed becomes a director: nobody loses access they had.
ALTER TABLE `users` ADD `role` text DEFAULT 'director' NOT NULL CONSTRAINT "users_role" CHECK("role" IN ('director', 'coordinator', 'health-lead', 'volunteer'));--> statement-breakpoint
ALTER TABLE `users` ADD `cohort_id` text REFERENCES `cohorts`(`id`) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `users` ADD `expires_at` text;
