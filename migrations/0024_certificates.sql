-- The graduation certificate (worker/certificates/): each cohort's minimum of sessions attended,
-- and one certificate per registration that met the rule, with its verification code.
ALTER TABLE `cohorts` ADD `minimum_sessions` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE TABLE `certificates` (
	`code` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`issued_at` text NOT NULL,
	`revoked_at` text,
	`revoked_reason` text,
	`revoked_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_registration` ON `certificates` (`registration_id`);
