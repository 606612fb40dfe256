ALTER TABLE `contact_messages` ADD `repeat_key` text;--> statement-breakpoint
CREATE INDEX `contact_messages_repeat` ON `contact_messages` (`repeat_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_kind_created` ON `outbox` (`kind`,`created_at`);--> statement-breakpoint
-- One address registers at most 5 new participants in any 24 hours (REGISTRATIONS_PER_ADDRESS_PER_DAY
-- in worker/notify/limits.ts; a worker test holds the two equal). Counted here, in the INSERT's own
-- transaction, so concurrent submissions cannot all slip under it; "now" is the new row's
-- created_at, which the worker writes from its clock. A repeat of a participant already stored
-- is not new: it goes on to update its row.
CREATE TRIGGER `registrations_daily_limit` BEFORE INSERT ON `registrations`
WHEN NOT EXISTS (SELECT 1 FROM `registrations` WHERE `participant_key` = NEW.`participant_key`)
  AND (SELECT count(*) FROM `registrations` WHERE `email` = NEW.`email` AND `created_at` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`created_at`, '-1 day')) >= 5
BEGIN
  SELECT RAISE(ABORT, 'registration_daily_limit');
END;
--> statement-breakpoint
-- The same message (email, subject and text: repeat_key) within 24 hours is one message: the
-- repeat inserts nothing, so no email is written for it either (the outbox rows select the new row).
CREATE TRIGGER `contact_messages_repeat` BEFORE INSERT ON `contact_messages`
WHEN NEW.`repeat_key` IS NOT NULL
  AND EXISTS (SELECT 1 FROM `contact_messages` WHERE `repeat_key` = NEW.`repeat_key` AND `created_at` > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.`created_at`, '-1 day'))
BEGIN
  SELECT RAISE(IGNORE);
END;
