-- The Complete Bootcamp's follow-up emails (worker/follow-up/): each of the three once per
-- registration, and the families that asked for no more.
CREATE TABLE `follow_up_stops` (
	`registration_id` text PRIMARY KEY NOT NULL,
	`stopped_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_follow_up_once` ON `outbox` (`kind`,`record_id`) WHERE kind IN ('follow-up-day-7', 'follow-up-day-14', 'follow-up-day-30');
