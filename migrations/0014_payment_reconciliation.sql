CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`reason` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`stripe_refund_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "refund_amount_positive" CHECK("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_once_per_reason` ON `refunds` (`payment_id`,`reason`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`lines` text NOT NULL,
	`sessions` integer,
	`cohort_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`checkout_session_id` text,
	`checkout_url` text,
	`payment_intent_id` text,
	`expires_at` text,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`origin` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`paid_at` text,
	CONSTRAINT "payment_amounts_not_negative" CHECK("__new_payments"."amount_cents" >= 0 AND "__new_payments"."refunded_cents" >= 0 AND "__new_payments"."refunded_cents" <= "__new_payments"."amount_cents")
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "registration_id", "amount_cents", "lines", "sessions", "status", "checkout_session_id", "payment_intent_id", "refunded_cents", "language", "origin", "created_at", "paid_at") SELECT "id", "registration_id", "amount_cents", "lines", "sessions", "status", "checkout_session_id", "payment_intent_id", "refunded_cents", "language", "origin", "created_at", "paid_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_session_id_unique` ON `payments` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `payments_registration` ON `payments` (`registration_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_paid` ON `payments` (`registration_id`) WHERE "payments"."status" = 'paid';--> statement-breakpoint
-- hand-written: money already given back becomes a refund row (the sum stays what the books said).
-- A paid attempt with money back had the group rate's difference; a refunded one beside another
-- paid attempt of its registration was a second payment; any other refunded one was a cancellation.
INSERT INTO `refunds` ("id", "payment_id", "reason", "amount_cents")
SELECT lower(hex(randomblob(16))), p.id,
  CASE
    WHEN p.status = 'paid' THEN 'group-rate'
    WHEN EXISTS (SELECT 1 FROM payments o WHERE o.registration_id = p.registration_id AND o.status = 'paid' AND o.id <> p.id) THEN 'already-paid'
    ELSE 'cancelled'
  END,
  p.refunded_cents
FROM payments p WHERE p.refunded_cents > 0;
