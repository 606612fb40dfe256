CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`action` text NOT NULL,
	`username` text NOT NULL,
	`detail` text,
	`client` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_username_at` ON `audit_log` (`action`,`username`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_client_at` ON `audit_log` (`action`,`client`,`at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_seen_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `replied_by` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `staff_note` text;--> statement-breakpoint
CREATE INDEX `contact_messages_created` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_source` ON `contact_messages` (`source`);--> statement-breakpoint
CREATE INDEX `contact_messages_email` ON `contact_messages` (`email`);--> statement-breakpoint
CREATE INDEX `contact_messages_waiting` ON `contact_messages` (`replied_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_signups_created` ON `email_signups` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `email_signups_source` ON `email_signups` (`source`);--> statement-breakpoint
CREATE INDEX `outbox_email` ON `outbox` (`email`);--> statement-breakpoint
CREATE INDEX `registrations_created` ON `registrations` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `registrations_source` ON `registrations` (`source`);--> statement-breakpoint
CREATE INDEX `registrations_email` ON `registrations` (`email`);