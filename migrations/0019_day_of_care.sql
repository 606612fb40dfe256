-- A participant's health and safety record, as the family gave it on the family page. Every save
-- is a new version (the previous ones stay until the registration is erased); the fields are one
-- AES-GCM ciphertext (worker/health-records/cipher.ts), so a copy of the database holds no plain
-- text of them. `complete` is what readiness reads without the key.
CREATE TABLE `health_records` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`version` integer NOT NULL,
	`key_id` text NOT NULL,
	`iv` text NOT NULL,
	`ciphertext` text NOT NULL,
	`complete` integer NOT NULL,
	`language` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `health_records_version` ON `health_records` (`registration_id`,`version`);
