ALTER TABLE `registrations` ADD `told_waitlist_place` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_group_rate_once` ON `outbox` (`kind`,`record_id`) WHERE kind = 'group-rate-applied';
