CREATE TABLE `course_activity_marks` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`last_activity_at` text NOT NULL,
	`reminded_at` text,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_activity_marks_due_idx` ON `course_activity_marks` (`last_activity_at`) WHERE reminded_at IS NULL;--> statement-breakpoint
CREATE TABLE `course_reminder_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`last_record_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licence_checklists` (
	`user_id` text PRIMARY KEY NOT NULL,
	`fingerprints_done` integer DEFAULT false NOT NULL,
	`fingerprints_booked_on` text,
	`fingerprints_done_on` text,
	`application_done` integer DEFAULT false NOT NULL,
	`application_submitted_on` text,
	`application_approved_on` text,
	`exam_done` integer DEFAULT false NOT NULL,
	`exam_booked_for` text,
	`exam_result` text,
	`exam_result_on` text,
	`appointment_done` integer DEFAULT false NOT NULL,
	`appointed_on` text,
	`insurer_name` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `licence_checklists_exam_idx` ON `licence_checklists` (`exam_booked_for`) WHERE exam_booked_for IS NOT NULL AND exam_result IS NULL;--> statement-breakpoint
CREATE TABLE `reminder_opt_outs` (
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`email`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `reminders_sent` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
