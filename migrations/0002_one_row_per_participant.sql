ALTER TABLE `registrations` ADD `participant_key` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_participant_key_unique` ON `registrations` (`participant_key`);