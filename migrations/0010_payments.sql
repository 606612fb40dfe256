CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`lines` text NOT NULL,
	`sessions` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`checkout_session_id` text,
	`payment_intent_id` text,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`origin` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`paid_at` text,
	CONSTRAINT "payment_amounts_not_negative" CHECK("payments"."amount_cents" >= 0 AND "payments"."refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_session_id_unique` ON `payments` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `payments_registration` ON `payments` (`registration_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_paid` ON `payments` (`registration_id`) WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
