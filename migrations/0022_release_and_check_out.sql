-- Who may take a participant home at the end of a session (the family page: one row per
-- registration; from 18 none is needed) and who did (the console's check-out: only ever added,
-- the phone's id as the key so a replayed queue stores each once).
CREATE TABLE `check_outs` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`session_date` text NOT NULL,
	`released_to` text NOT NULL,
	`relationship` text NOT NULL,
	`verified_by` text,
	`override_reason` text,
	`checked_out_at` text NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `check_outs_registration` ON `check_outs` (`registration_id`,`session_date`);--> statement-breakpoint
CREATE TABLE `release_rules` (
	`registration_id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`adults` text NOT NULL,
	`must_not_collect` text NOT NULL,
	`signed_name` text NOT NULL,
	`on_own_consent` integer NOT NULL,
	`language` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "release_rules_mode" CHECK("release_rules"."mode" IN ('guardian', 'listed', 'on-own'))
);
