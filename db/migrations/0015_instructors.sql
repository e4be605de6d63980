ALTER TABLE `course_enrolments` ADD `instructor_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `course_enrolments_unlinked_idx` ON `course_enrolments` (`student_email`) WHERE user_id IS NULL;--> statement-breakpoint
CREATE INDEX `course_enrolments_instructor_idx` ON `course_enrolments` (`instructor_id`);