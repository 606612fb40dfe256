CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`record_id` text NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`origin` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`claimed_at` text,
	`sent_at` text,
	`message_id` text
);
--> statement-breakpoint
CREATE INDEX `outbox_status_created` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `email_signups` ADD `unsubscribed_at` text;