-- The follow-up's one-tap "how is it going" (worker/follow-up/answer-*.ts): one answer per
-- registration and email, updated in place when answered again; an answer asking to talk points
-- at the contact message it put in the console's "Waiting for a reply" list.
CREATE TABLE `follow_up_answers` (
	`registration_id` text NOT NULL,
	`kind` text NOT NULL,
	`score` integer NOT NULL,
	`words` text,
	`wants_talk` integer DEFAULT false NOT NULL,
	`message_id` text,
	`answered_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`registration_id`, `kind`),
	CONSTRAINT "follow_up_answers_score" CHECK("follow_up_answers"."score" BETWEEN 1 AND 5)
);
