CREATE TABLE `saved_views` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`params` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_views_user_name_idx` ON `saved_views` (`user_id`,lower("name"));--> statement-breakpoint
ALTER TABLE `users` ADD `follow_up_emails` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `form_submissions_unowned_new_idx` ON `form_submissions` (`created_at`) WHERE assigned_to IS NULL AND status = 'new';