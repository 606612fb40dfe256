ALTER TABLE `contact_messages` ADD `source` text;--> statement-breakpoint
ALTER TABLE `email_signups` ADD `source` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `source` text;