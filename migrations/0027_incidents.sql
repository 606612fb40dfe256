-- Incidents and injuries at a session, as staff record them (the console), and the dated
-- corrections added to them: neither is ever changed once saved, so the database refuses an
-- UPDATE of either. Rows go only with their registration's erasure or the end of its legal hold.
CREATE TABLE `incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`cohort_id` text NOT NULL,
	`kind` text NOT NULL,
	`occurred_at` text NOT NULL,
	`place` text NOT NULL,
	`what_happened` text NOT NULL,
	`action_taken` text NOT NULL,
	`others_involved` text NOT NULL,
	`family_told` text NOT NULL,
	`family_told_at` text,
	`told_who` text NOT NULL,
	`recorded_by` text NOT NULL,
	`recorded_at` text NOT NULL,
	CONSTRAINT "incidents_kind" CHECK("incidents"."kind" IN ('injury', 'illness', 'behaviour', 'other')),
	CONSTRAINT "incidents_family_told" CHECK("incidents"."family_told" IN ('phone', 'in-person', 'not-yet'))
);
--> statement-breakpoint
CREATE INDEX `incidents_cohort` ON `incidents` (`cohort_id`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `incidents_registration` ON `incidents` (`registration_id`);--> statement-breakpoint
CREATE TABLE `incident_corrections` (
	`id` text PRIMARY KEY NOT NULL,
	`incident_id` text NOT NULL,
	`registration_id` text NOT NULL,
	`body` text NOT NULL,
	`written_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `incident_corrections_incident` ON `incident_corrections` (`incident_id`);--> statement-breakpoint
CREATE INDEX `incident_corrections_registration` ON `incident_corrections` (`registration_id`);--> statement-breakpoint
CREATE TRIGGER `incidents_never_updated` BEFORE UPDATE ON `incidents` BEGIN SELECT RAISE(ABORT, 'an incident is never changed: add a correction'); END;--> statement-breakpoint
CREATE TRIGGER `incident_corrections_never_updated` BEFORE UPDATE ON `incident_corrections` BEGIN SELECT RAISE(ABORT, 'a correction is never changed: add another'); END;
