CREATE TABLE `assessment_answers` (
	`registration_id` text NOT NULL,
	`round` text NOT NULL,
	`statement` text NOT NULL,
	`score` integer NOT NULL,
	`before` integer,
	`answered_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`registration_id`, `round`, `statement`),
	CONSTRAINT "assessment_scores_on_the_scale" CHECK("assessment_answers"."score" BETWEEN 1 AND 5 AND ("assessment_answers"."before" IS NULL OR "assessment_answers"."before" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE TABLE `assessments` (
	`registration_id` text NOT NULL,
	`round` text NOT NULL,
	`language` text NOT NULL,
	`started_at` text NOT NULL,
	`completed_at` text,
	`goal` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`registration_id`, `round`)
);
