CREATE INDEX `form_submissions_period_idx` ON `form_submissions` (`created_at`,`status`,`form_type`,`first_status_change_at`,`source`,`id`);--> statement-breakpoint
CREATE INDEX `form_submissions_status_created_at_idx` ON `form_submissions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `form_submissions_form_type_status_idx` ON `form_submissions` (`form_type`,`status`);--> statement-breakpoint
CREATE INDEX `form_submissions_assigned_to_idx` ON `form_submissions` (`assigned_to`,`created_at`);--> statement-breakpoint
CREATE INDEX `form_submissions_status_follow_up_idx` ON `form_submissions` (`status`,`follow_up_on`);--> statement-breakpoint
CREATE INDEX `submission_status_changes_to_status_idx` ON `submission_status_changes` (`submission_id`,`to_status`);
