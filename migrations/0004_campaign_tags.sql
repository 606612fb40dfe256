ALTER TABLE `contact_messages` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `email_signups` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `email_signups` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `email_signups` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `registrations` ADD `utm_campaign` text;