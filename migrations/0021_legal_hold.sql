-- Records kept on purpose (worker/retention/classes.ts): when a registration is erased (an erasure
-- request, or the retention sweep) while its consents, check-ins and the like are under legal hold,
-- those rows stay, pointing to this reduced row instead: the names they need, the cohort, the age
-- at registration, the day of registering and the last day they are kept. No address, phone,
-- motivation or health record. The sweep erases it and its held rows after `held_until`.
CREATE TABLE `held_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`cohort_id` text,
	`age` integer NOT NULL,
	`registered_on` text NOT NULL,
	`held_until` text NOT NULL,
	`held_at` text NOT NULL,
	`reason` text NOT NULL,
	CONSTRAINT "held_registrations_reason" CHECK("held_registrations"."reason" IN ('erasure-request', 'retention'))
);
--> statement-breakpoint
CREATE INDEX `held_registrations_until` ON `held_registrations` (`held_until`);
