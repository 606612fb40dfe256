CREATE TABLE `assistance_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`amount_cents` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`decided_at` text,
	`decided_by` text,
	CONSTRAINT "assistance_amount_not_negative" CHECK(coalesce("assistance_requests"."amount_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `assistance_requests_registration_id_unique` ON `assistance_requests` (`registration_id`);--> statement-breakpoint
CREATE TABLE `registration_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`cohort_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registration_groups_code_unique` ON `registration_groups` (`code`);--> statement-breakpoint
ALTER TABLE `cohorts` ADD `hold_hours` integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `group_id` text;--> statement-breakpoint
CREATE INDEX `registrations_group` ON `registrations` (`group_id`);