CREATE TABLE `lead_data_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pipeline_snapshots` (
	`period` text PRIMARY KEY NOT NULL,
	`stats` text NOT NULL,
	`data_version` integer NOT NULL,
	`computed_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `lead_data_version` (`id`, `version`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `form_submissions_version_insert` AFTER INSERT ON `form_submissions`
BEGIN
  UPDATE `lead_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `form_submissions_version_delete` AFTER DELETE ON `form_submissions`
BEGIN
  UPDATE `lead_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `form_submissions_version_update`
AFTER UPDATE OF `status`, `form_type`, `source`, `data`, `created_at`, `first_status_change_at`, `reached_statuses` ON `form_submissions`
WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`form_type` IS NOT NEW.`form_type` OR OLD.`source` IS NOT NEW.`source`
  OR OLD.`data` IS NOT NEW.`data` OR OLD.`created_at` IS NOT NEW.`created_at`
  OR OLD.`first_status_change_at` IS NOT NEW.`first_status_change_at` OR OLD.`reached_statuses` IS NOT NEW.`reached_statuses`
BEGIN
  UPDATE `lead_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
