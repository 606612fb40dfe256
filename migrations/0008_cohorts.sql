CREATE TABLE `cohorts` (
	`id` text PRIMARY KEY NOT NULL,
	`start_date` text NOT NULL,
	`session_dates` text NOT NULL,
	`session_start` text DEFAULT '10:00' NOT NULL,
	`session_end` text DEFAULT '14:00' NOT NULL,
	`place` text NOT NULL,
	`formats` text NOT NULL,
	`capacity` integer NOT NULL,
	`session_price_cents` integer NOT NULL,
	`session_price_max_cents` integer,
	`complete_price_cents` integer NOT NULL,
	`early_bird_deadline` text,
	`early_bird_saving_cents` integer,
	`group_minimum` integer DEFAULT 3 NOT NULL,
	`group_percent` integer DEFAULT 15 NOT NULL,
	`refund_days` integer DEFAULT 14 NOT NULL,
	`open` integer DEFAULT false NOT NULL,
	`archived_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	CONSTRAINT "cohort_amounts_not_negative" CHECK("cohorts"."capacity" >= 0 AND "cohorts"."session_price_cents" >= 0 AND "cohorts"."complete_price_cents" >= 0 AND coalesce("cohorts"."session_price_max_cents", 0) >= 0 AND coalesce("cohorts"."early_bird_saving_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE INDEX `cohorts_start` ON `cohorts` (`start_date`);--> statement-breakpoint
ALTER TABLE `registrations` ADD `cohort_id` text;--> statement-breakpoint
CREATE INDEX `registrations_cohort` ON `registrations` (`cohort_id`);--> statement-breakpoint
-- The spec's cohort is the seed: a fresh database holds it, so the pinned clock
-- (BOOTCAMP_TODAY=2025-01-10) shows the spec's texts, and the real clock shows that no cohort is ahead.
INSERT INTO `cohorts` (`id`, `start_date`, `session_dates`, `place`, `formats`, `capacity`, `session_price_cents`, `session_price_max_cents`, `complete_price_cents`, `early_bird_deadline`, `early_bird_saving_cents`, `group_minimum`, `group_percent`, `refund_days`, `open`)
VALUES ('00000000-0000-4000-8000-202502150000', '2025-02-15', '["2025-02-15","2025-02-22","2025-03-01","2025-03-08"]', 'Downtown Columbus, OH', '["in-person","virtual"]', 30, 5000, 7500, 20000, '2025-02-01', 3000, 3, 15, 14, 1);
