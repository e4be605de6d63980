CREATE TABLE `course_question_answers` (
	`question_id` text PRIMARY KEY NOT NULL,
	`answer` text NOT NULL,
	`answered_by` text,
	`answered_by_name` text NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `course_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_question_answers_answered_idx` ON `course_question_answers` (`answered_at`);--> statement-breakpoint
CREATE TABLE `course_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`screen` integer NOT NULL,
	`language` text NOT NULL,
	`question` text NOT NULL,
	`instructor_id` text,
	`asked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`instructor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_questions_enrolment_idx` ON `course_questions` (`enrolment_id`,`lesson_id`);--> statement-breakpoint
CREATE INDEX `course_questions_asked_idx` ON `course_questions` (`asked_at`);