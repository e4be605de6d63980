CREATE TABLE `account_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text NOT NULL,
	`created_by` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_tokens_user_id_idx` ON `account_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`confirmed_at` text,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `last_sign_in_at` text;--> statement-breakpoint
-- Unused set-password links were admin invitations: keep them as such.
INSERT INTO `account_tokens` (`token_hash`, `user_id`, `purpose`, `email`, `expires_at`, `used_at`, `created_at`)
  SELECT `password_tokens`.`token_hash`, `password_tokens`.`user_id`, 'admin-invite', `users`.`email`, `password_tokens`.`expires_at`, `password_tokens`.`used_at`, `password_tokens`.`created_at`
  FROM `password_tokens` INNER JOIN `users` ON `users`.`id` = `password_tokens`.`user_id`;--> statement-breakpoint
-- Admins with a password were made by another admin or by an operator: their address counts as proven.
UPDATE `users` SET `email_verified_at` = `updated_at` WHERE `role` = 'admin' AND `password_hash` IS NOT NULL;--> statement-breakpoint
-- Logins and registrations were stored as leads; they are account events and belong in the audit log.
INSERT INTO `audit_log` (`id`, `actor_user_id`, `actor_email`, `action`, `target`, `details`, `ip`, `created_at`)
  SELECT lower(hex(randomblob(16))), NULL, `email`, CASE WHEN `source` = 'registration' THEN 'account.register' ELSE 'account.login' END, `email`, '{}', '', `created_at`
  FROM `form_submissions` WHERE `form_type` = 'auth';--> statement-breakpoint
DELETE FROM `form_submissions` WHERE `form_type` = 'auth';
