ALTER TABLE `audit_log` ADD `subject` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `device` text;--> statement-breakpoint
CREATE INDEX `audit_log_action_subject_at` ON `audit_log` (`action`,`subject`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_device_at` ON `audit_log` (`action`,`device`,`at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `device` text;--> statement-breakpoint
-- What a stranger typed as a username for no account may be a password typed in the wrong
-- field: rows written before this migration lose it, keeping only its length.
UPDATE `audit_log` SET `username` = 'unknown username (' || length(`username`) || ' characters)'
WHERE `action` = 'sign-in-failed' AND `username` NOT IN (SELECT `username` FROM `users`);
