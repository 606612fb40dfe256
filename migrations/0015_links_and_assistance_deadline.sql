ALTER TABLE `assistance_requests` ADD `decide_by` text;--> statement-breakpoint
ALTER TABLE `cohorts` ADD `assistance_decision_days` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `link_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: a request already open when deadlines arrive gets its cohort's whole period from
-- now, so no family waiting on a decision loses its seat at the next sweep without a reminder.
UPDATE `assistance_requests` SET `decide_by` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || coalesce((SELECT `cohorts`.`assistance_decision_days` FROM `registrations` JOIN `cohorts` ON `cohorts`.`id` = `registrations`.`cohort_id` WHERE `registrations`.`id` = `assistance_requests`.`registration_id`), 5) || ' days') WHERE `status` = 'open';
