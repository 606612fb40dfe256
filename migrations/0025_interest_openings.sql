ALTER TABLE `cohorts` ADD `head_start_hours` integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE `cohorts` ADD `opened_at` text;--> statement-breakpoint
ALTER TABLE `cohorts` ADD `head_start_until` text;--> statement-breakpoint
CREATE TABLE `interest_openings` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`cohort_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`taken_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interest_openings_pair` ON `interest_openings` (`registration_id`,`cohort_id`);--> statement-breakpoint
CREATE INDEX `interest_openings_cohort` ON `interest_openings` (`cohort_id`);
