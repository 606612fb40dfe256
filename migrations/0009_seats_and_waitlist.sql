ALTER TABLE `cohorts` ADD `offer_hours` integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `status` text DEFAULT 'interest' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `queue_number` integer;--> statement-breakpoint
ALTER TABLE `registrations` ADD `offer_expires_at` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `status_changed_at` text;--> statement-breakpoint
CREATE INDEX `registrations_cohort_status` ON `registrations` (`cohort_id`,`status`,`queue_number`);--> statement-breakpoint
CREATE INDEX `registrations_offer_expiry` ON `registrations` (`status`,`offer_expires_at`);--> statement-breakpoint
CREATE INDEX `registrations_queue` ON `registrations` (`queue_number`);--> statement-breakpoint
-- Registrations from before seats were counted were all accepted: each keeps the seat it was
-- promised (staff move people in the console if a room is over-full), in the order they came.
UPDATE `registrations` SET `status` = 'seated', `status_changed_at` = `created_at` WHERE `cohort_id` IS NOT NULL;--> statement-breakpoint
UPDATE `registrations` SET `queue_number` = `rowid`;
