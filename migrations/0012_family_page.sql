CREATE TABLE `family_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`registration_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_links_token_hash_unique` ON `family_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `family_links_registration` ON `family_links` (`registration_id`);--> statement-breakpoint
CREATE TABLE `guardian_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`guardian_name` text NOT NULL,
	`relationship` text NOT NULL,
	`consent_text` text NOT NULL,
	`language` text NOT NULL,
	`address_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_consents_registration_id_unique` ON `guardian_consents` (`registration_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_once_per_registration` ON `outbox` (`kind`,`record_id`) WHERE kind IN ('session-reminder-week', 'session-reminder-day', 'consent-reminder');