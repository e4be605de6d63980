ALTER TABLE `form_submissions` ADD `reached_statuses` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `form_submissions` SET `reached_statuses` = (
  SELECT coalesce(sum(DISTINCT CASE c.`to_status` WHEN 'new' THEN 1 WHEN 'contacted' THEN 2 WHEN 'in_review' THEN 4 WHEN 'accepted' THEN 8 WHEN 'declined' THEN 16 WHEN 'closed' THEN 32 ELSE 0 END), 0)
  FROM `submission_status_changes` c WHERE c.`submission_id` = `form_submissions`.`id`
);--> statement-breakpoint
CREATE TRIGGER `submission_status_changes_reached` AFTER INSERT ON `submission_status_changes`
BEGIN
  UPDATE `form_submissions` SET `reached_statuses` = `reached_statuses` | (CASE NEW.`to_status` WHEN 'new' THEN 1 WHEN 'contacted' THEN 2 WHEN 'in_review' THEN 4 WHEN 'accepted' THEN 8 WHEN 'declined' THEN 16 WHEN 'closed' THEN 32 ELSE 0 END)
  WHERE `id` = NEW.`submission_id`;
END;--> statement-breakpoint
DROP INDEX `form_submissions_period_idx`;--> statement-breakpoint
CREATE INDEX `form_submissions_period_idx` ON `form_submissions` (`created_at`,`status`,`form_type`,`first_status_change_at`,`source`,`reached_statuses`,`id`);--> statement-breakpoint
DROP INDEX `form_submissions_status_follow_up_idx`;--> statement-breakpoint
CREATE INDEX `form_submissions_follow_up_status_idx` ON `form_submissions` (`follow_up_on`,`status`);--> statement-breakpoint
CREATE INDEX `form_submissions_owner_follow_up_idx` ON `form_submissions` (`assigned_to`,`follow_up_on`,`status`);
