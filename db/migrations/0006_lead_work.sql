CREATE TABLE `submission_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`author_user_id` text,
	`author_email` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `form_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `submission_notes_submission_idx` ON `submission_notes` (`submission_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `submission_status_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`changed_by_user_id` text,
	`applicant_notified` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `form_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `submission_status_changes_submission_idx` ON `submission_status_changes` (`submission_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `assigned_to` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `first_status_change_at` text;--> statement-breakpoint
INSERT INTO `submission_notes` (`id`, `submission_id`, `body`, `created_at`)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))), `id`, `note`, `updated_at`
FROM `form_submissions` WHERE `note` <> '';--> statement-breakpoint
UPDATE `form_submissions` SET `first_status_change_at` = `updated_at` WHERE `status` <> 'new';