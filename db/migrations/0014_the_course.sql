CREATE TABLE `course_acknowledgements` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`kind` text NOT NULL,
	`text_version` text NOT NULL,
	`language` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_acknowledgements_enrolment_idx` ON `course_acknowledgements` (`enrolment_id`,`kind`);--> statement-breakpoint
CREATE TABLE `course_answers` (
	`attempt_id` text NOT NULL,
	`question_id` text NOT NULL,
	`choice` integer NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `course_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`kind` text NOT NULL,
	`scope` text NOT NULL,
	`question_ids` text NOT NULL,
	`language` text NOT NULL,
	`acknowledgement_id` text,
	`started_at` text NOT NULL,
	`started_ms` integer NOT NULL,
	`deadline_ms` integer,
	`submitted_at` text,
	`seconds_spent` integer,
	`correct` integer,
	`total` integer,
	`percent` integer,
	`passed` integer,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_attempts_enrolment_idx` ON `course_attempts` (`enrolment_id`,`kind`,`scope`);--> statement-breakpoint
CREATE TABLE `course_certificates` (
	`code` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`student_name` text NOT NULL,
	`course_id` text NOT NULL,
	`study_seconds` integer NOT NULL,
	`exam_seconds` integer NOT NULL,
	`issued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`revoked_at` text,
	`revoked_by` text,
	`revoke_reason` text,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_certificates_enrolment_idx` ON `course_certificates` (`enrolment_id`);--> statement-breakpoint
CREATE TABLE `course_clocks` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`screen_key` text NOT NULL,
	`since_ms` integer,
	`stamp` text NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_enrolments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`course_id` text NOT NULL,
	`student_name` text NOT NULL,
	`student_email` text NOT NULL,
	`submission_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submission_id`) REFERENCES `form_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_enrolments_open_idx` ON `course_enrolments` (`student_email`,`course_id`) WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX `course_enrolments_user_idx` ON `course_enrolments` (`user_id`);--> statement-breakpoint
CREATE TABLE `course_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enrolment_id` text NOT NULL,
	`kind` text NOT NULL,
	`lesson_id` text,
	`screen` integer,
	`seconds` integer,
	`attempt_id` text,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `course_records_enrolment_idx` ON `course_records` (`enrolment_id`,`id`);--> statement-breakpoint
CREATE TABLE `course_screen_time` (
	`enrolment_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`screen` integer NOT NULL,
	`seconds` integer DEFAULT 0 NOT NULL,
	`completed_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`enrolment_id`, `lesson_id`, `screen`),
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The student's record is append-only: the school must be able to show it as it was written.
CREATE TRIGGER `course_records_no_update` BEFORE UPDATE ON `course_records`
BEGIN
  SELECT RAISE(ABORT, 'course_records is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `course_records_no_delete` BEFORE DELETE ON `course_records`
BEGIN
  SELECT RAISE(ABORT, 'course_records is append-only');
END;
