CREATE TABLE `bulk_action_leads` (
	`bulk_action_id` text NOT NULL,
	`submission_id` text NOT NULL,
	`outcome` text,
	`batch_token` text,
	`change_id` text,
	`notice` text,
	PRIMARY KEY(`bulk_action_id`, `submission_id`),
	FOREIGN KEY (`bulk_action_id`) REFERENCES `bulk_actions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bulk_action_leads_pending_idx` ON `bulk_action_leads` (`bulk_action_id`,`submission_id`) WHERE outcome IS NULL;--> statement-breakpoint
CREATE INDEX `bulk_action_leads_batch_idx` ON `bulk_action_leads` (`bulk_action_id`,`batch_token`);--> statement-breakpoint
CREATE INDEX `bulk_action_leads_owed_idx` ON `bulk_action_leads` (`bulk_action_id`,`submission_id`) WHERE notice = 'owed';--> statement-breakpoint
CREATE TABLE `bulk_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target` text,
	`selection` text NOT NULL,
	`origin` text NOT NULL,
	`state` text DEFAULT 'reviewed' NOT NULL,
	`notify` integer,
	`confirmed_at` text,
	`result` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`admin_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bulk_actions_created_at_idx` ON `bulk_actions` (`created_at`);