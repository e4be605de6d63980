CREATE TABLE `course_content_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`screen` integer,
	`version` integer NOT NULL,
	`language` text NOT NULL,
	`place` text NOT NULL,
	`message` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_content_reports_state_idx` ON `course_content_reports` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `course_content_reports_item_idx` ON `course_content_reports` (`kind`,`item_id`);--> statement-breakpoint
CREATE TABLE `course_content_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`module_id` text,
	`version` integer NOT NULL,
	`state` text NOT NULL,
	`en_text` text NOT NULL,
	`es_text` text,
	`hash` text NOT NULL,
	`based_on` integer,
	`origin` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`submitted_by` text,
	`submitted_at` text,
	`reviewed_by` text,
	`reviewed_at` text,
	`review_note` text,
	`published_by` text,
	`published_at` text,
	`release_id` integer,
	`retired_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_content_versions_item_idx` ON `course_content_versions` (`kind`,`item_id`,`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `course_content_versions_open_idx` ON `course_content_versions` (`kind`,`item_id`) WHERE state IN ('draft', 'review', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX `course_content_versions_live_idx` ON `course_content_versions` (`kind`,`item_id`) WHERE state = 'published';--> statement-breakpoint
CREATE INDEX `course_content_versions_state_idx` ON `course_content_versions` (`state`,`kind`,`module_id`);--> statement-breakpoint
CREATE TABLE `course_item_stats` (
	`question_id` text NOT NULL,
	`version` integer NOT NULL,
	`language` text NOT NULL,
	`answered` integer NOT NULL,
	`correct` integer NOT NULL,
	`facility` real,
	`discrimination` real,
	`choice_counts` text NOT NULL,
	`flags` text NOT NULL,
	`computed_at` text NOT NULL,
	PRIMARY KEY(`question_id`, `version`, `language`)
);
--> statement-breakpoint
CREATE TABLE `course_release_chunks` (
	`release_id` integer NOT NULL,
	`n` integer NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`release_id`, `n`),
	FOREIGN KEY (`release_id`) REFERENCES `course_releases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hash` text NOT NULL,
	`versions` text NOT NULL,
	`origin` text NOT NULL,
	`published_by` text,
	`note` text,
	`compiled_by` text,
	`ready_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `course_answers` ADD `question_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `course_screen_time` ADD `lesson_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `studio` text;