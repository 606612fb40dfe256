CREATE TABLE `offline_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`received_on` text NOT NULL,
	`received_by` text NOT NULL,
	`reason` text NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "offline_amount_positive" CHECK("offline_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `offline_payments_registration` ON `offline_payments` (`registration_id`);--> statement-breakpoint
CREATE TABLE `participant_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`body` text NOT NULL,
	`written_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `participant_notes_registration` ON `participant_notes` (`registration_id`);