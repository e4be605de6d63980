ALTER TABLE `form_submissions` ADD `call_text_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `consent_language` text;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `form_submissions` ADD `consent_page` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmation_sent_at` text;