CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target`,`created_at`);--> statement-breakpoint
CREATE INDEX `course_enrolments_email_idx` ON `course_enrolments` (`student_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient_idx` ON `email_outbox` (lower("to_address"),`created_at`);