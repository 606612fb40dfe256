CREATE TABLE `announcements` (
	`id` text PRIMARY KEY NOT NULL,
	`request_key` text NOT NULL,
	`cohort_id` text NOT NULL,
	`audience` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`subject_es` text,
	`body_es` text,
	`recipients` integer NOT NULL,
	`sent_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `announcements_request_key_unique` ON `announcements` (`request_key`);--> statement-breakpoint
CREATE INDEX `announcements_cohort` ON `announcements` (`cohort_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `attendance` (
	`registration_id` text NOT NULL,
	`session_date` text NOT NULL,
	`present` integer NOT NULL,
	`tapped_at` text NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`registration_id`, `session_date`)
);
--> statement-breakpoint
CREATE TABLE `console_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` text
);
--> statement-breakpoint
CREATE TABLE `forgotten_addresses` (
	`address_hash` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `funnel_days` (
	`day` text NOT NULL,
	`source` text NOT NULL,
	`campaign` text NOT NULL,
	`form` text NOT NULL,
	`step` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `source`, `campaign`, `form`, `step`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_once_per_announcement` ON `outbox` (`record_id`,`email`) WHERE kind = 'announcement';