CREATE TABLE `lead_counts` (
	`form_type` text NOT NULL,
	`is_spam` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`form_type`, `is_spam`)
);
--> statement-breakpoint
INSERT INTO `lead_counts` (`form_type`, `is_spam`, `total`)
SELECT `form_type`, `status` = 'spam', count(*) FROM `form_submissions` GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER `form_submissions_count_insert` AFTER INSERT ON `form_submissions`
BEGIN
  INSERT INTO `lead_counts` (`form_type`, `is_spam`, `total`) VALUES (NEW.`form_type`, NEW.`status` = 'spam', 1)
  ON CONFLICT (`form_type`, `is_spam`) DO UPDATE SET `total` = `total` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `form_submissions_count_delete` AFTER DELETE ON `form_submissions`
BEGIN
  UPDATE `lead_counts` SET `total` = `total` - 1 WHERE `form_type` = OLD.`form_type` AND `is_spam` = (OLD.`status` = 'spam');
END;--> statement-breakpoint
CREATE TRIGGER `form_submissions_count_update` AFTER UPDATE OF `status`, `form_type` ON `form_submissions`
WHEN (OLD.`status` = 'spam') <> (NEW.`status` = 'spam') OR OLD.`form_type` <> NEW.`form_type`
BEGIN
  UPDATE `lead_counts` SET `total` = `total` - 1 WHERE `form_type` = OLD.`form_type` AND `is_spam` = (OLD.`status` = 'spam');
  INSERT INTO `lead_counts` (`form_type`, `is_spam`, `total`) VALUES (NEW.`form_type`, NEW.`status` = 'spam', 1)
  ON CONFLICT (`form_type`, `is_spam`) DO UPDATE SET `total` = `total` + 1;
END;
