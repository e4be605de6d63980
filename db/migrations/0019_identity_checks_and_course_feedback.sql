CREATE TABLE `course_feedback` (
	`enrolment_id` text NOT NULL,
	`quarter` integer NOT NULL,
	`summary` text NOT NULL,
	`language` text NOT NULL,
	`emailed` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`enrolment_id`, `quarter`),
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_feedback_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`last_record_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `course_identity_answers` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`question_keys` text NOT NULL,
	`answer_hashes` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_identity_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`scope` text NOT NULL,
	`question_key` text NOT NULL,
	`status` text DEFAULT 'asked' NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_identity_checks_open_idx` ON `course_identity_checks` (`enrolment_id`,`scope`) WHERE status in ('asked', 'passed');--> statement-breakpoint
CREATE INDEX `course_identity_checks_status_idx` ON `course_identity_checks` (`enrolment_id`,`status`);