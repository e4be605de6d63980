DROP INDEX `form_submissions_email_idx`;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `idempotency_key` text;--> statement-breakpoint
CREATE INDEX `form_submissions_email_lower_idx` ON `form_submissions` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `form_submissions_idempotency_key_idx` ON `form_submissions` (`idempotency_key`);