CREATE TABLE `announcement_outcomes` (
	`announcement_id` text NOT NULL,
	`registration_id` text NOT NULL,
	`job_id` text,
	`skipped` text,
	PRIMARY KEY(`announcement_id`, `registration_id`),
	CONSTRAINT "announcement_outcome_one" CHECK(("announcement_outcomes"."job_id" IS NULL) <> ("announcement_outcomes"."skipped" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `announcement_outcomes_registration` ON `announcement_outcomes` (`registration_id`);