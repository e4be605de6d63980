CREATE TABLE `form_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`form_type` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`data` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_submissions_created_at_idx` ON `form_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `form_submissions_form_type_idx` ON `form_submissions` (`form_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `form_submissions_email_idx` ON `form_submissions` (`email`);