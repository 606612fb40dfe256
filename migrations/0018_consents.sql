-- Consents as versioned records, one row each time one is given (worker/consents/). Today's
-- typed guardian consents become the participation consent of their registration (version 1 is
-- today's text, word for word); the form's media box becomes the first media record (given by
-- `form`, with the box's label as its text). The form's parental-consent box stays on the
-- registration as the spec has it and is not a consent record.
CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`consent_text` text NOT NULL,
	`language` text NOT NULL,
	`given_by` text NOT NULL,
	`signer_name` text,
	`relationship` text,
	`address_hash` text,
	`given_at` text NOT NULL,
	`withdrawn_at` text,
	CONSTRAINT "consents_kind" CHECK("consents"."kind" IN ('participation', 'emergency-treatment', 'media', 'evaluation')),
	CONSTRAINT "consents_given_by" CHECK("consents"."given_by" IN ('guardian', 'participant', 'form'))
);
--> statement-breakpoint
CREATE INDEX `consents_registration` ON `consents` (`registration_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `consents_once_per_version` ON `consents` (`registration_id`,`kind`,`version`) WHERE withdrawn_at IS NULL;--> statement-breakpoint
INSERT INTO `consents` (`id`, `registration_id`, `kind`, `version`, `consent_text`, `language`, `given_by`, `signer_name`, `relationship`, `address_hash`, `given_at`)
SELECT lower(hex(randomblob(16))), `registration_id`, 'participation', 1, `consent_text`, `language`, 'guardian', `guardian_name`, `relationship`, `address_hash`, `created_at`
FROM `guardian_consents`;--> statement-breakpoint
-- The box's label in the language the registration was confirmed in (its confirmation email's);
-- SQLite has no SHA-256, so the address's hash is filled by the cron (consents/address-hashes.ts).
INSERT INTO `consents` (`id`, `registration_id`, `kind`, `version`, `consent_text`, `language`, `given_by`, `given_at`)
SELECT lower(hex(randomblob(16))), r.`id`, 'media', 1,
	CASE coalesce(o.`language`, 'en')
		WHEN 'es' THEN 'Acepto que las fotos y videos del participante se usen en materiales del programa'
		ELSE 'I agree that photos and videos of the participant may be used in programme materials'
	END,
	coalesce(o.`language`, 'en'), 'form', r.`created_at`
FROM `registrations` r
LEFT JOIN `outbox` o ON o.`record_id` = r.`id` AND o.`kind` = 'registration-confirmation'
WHERE r.`media_consent` = 1
GROUP BY r.`id`;--> statement-breakpoint
DROP TABLE `guardian_consents`;
