ALTER TABLE `registrations` ADD `entered_at` text;--> statement-breakpoint
-- hand-written:
-- Every registration so far entered its cohort when it was first created: prices read entered_at now.
UPDATE `registrations` SET `entered_at` = `created_at`;
