-- The school around the student (issue 25): the students' questions, the learners' summaries (kept by triggers, backfilled), the licence checklist and its reminders, the identity checks and the quarter feedback. Four parts, in that order.
CREATE TABLE `course_question_answers` (
	`question_id` text PRIMARY KEY NOT NULL,
	`answer` text NOT NULL,
	`answered_by` text,
	`answered_by_name` text NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `course_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_question_answers_answered_idx` ON `course_question_answers` (`answered_at`);--> statement-breakpoint
CREATE TABLE `course_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`lesson_id` text NOT NULL,
	`screen` integer NOT NULL,
	`language` text NOT NULL,
	`question` text NOT NULL,
	`instructor_id` text,
	`asked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`instructor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_questions_enrolment_idx` ON `course_questions` (`enrolment_id`,`lesson_id`);--> statement-breakpoint
CREATE INDEX `course_questions_asked_idx` ON `course_questions` (`asked_at`);
--> statement-breakpoint
CREATE TABLE `course_learner_summaries` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`ends_at` text NOT NULL,
	`enrolled_at` text NOT NULL,
	`certified` integer DEFAULT false NOT NULL,
	`study_seconds` integer DEFAULT 0 NOT NULL,
	`screens_done` integer DEFAULT 0 NOT NULL,
	`last_activity_at` text,
	`quiet_since` text NOT NULL,
	`most_exam_failures` integer DEFAULT 0 NOT NULL,
	`language` text,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_learner_summaries_enrolled_idx` ON `course_learner_summaries` (`enrolled_at`);--> statement-breakpoint
CREATE INDEX `course_learner_summaries_stalled_idx` ON `course_learner_summaries` (`status`,`certified`,`quiet_since`,`ends_at`);--> statement-breakpoint
CREATE INDEX `course_learner_summaries_failed_idx` ON `course_learner_summaries` (`most_exam_failures`) WHERE most_exam_failures >= 2;--> statement-breakpoint
CREATE INDEX `course_learner_summaries_ending_idx` ON `course_learner_summaries` (`ends_at`) WHERE status <> 'ended';--> statement-breakpoint
CREATE TABLE `course_nudges` (
	`nudge_id` text NOT NULL,
	`enrolment_id` text NOT NULL,
	`email_id` text NOT NULL,
	`sent_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`nudge_id`, `enrolment_id`),
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_nudges_enrolment_idx` ON `course_nudges` (`enrolment_id`);--> statement-breakpoint
-- Every enrolment has its summary from its first statement, and the summary follows its state and end (docs/decisions/046).
CREATE TRIGGER `course_learner_summaries_enrol` AFTER INSERT ON `course_enrolments`
BEGIN
  INSERT OR IGNORE INTO `course_learner_summaries` (`enrolment_id`, `status`, `ends_at`, `enrolled_at`, `quiet_since`) VALUES (NEW.`id`, NEW.`status`, NEW.`ends_at`, NEW.`created_at`, NEW.`starts_at`);
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_enrolment_changed` AFTER UPDATE OF `status`, `ends_at`, `starts_at` ON `course_enrolments`
BEGIN
  UPDATE `course_learner_summaries` SET
    `status` = NEW.`status`,
    `ends_at` = NEW.`ends_at`,
    `quiet_since` = max(coalesce(`last_activity_at`, ''), NEW.`starts_at`)
  WHERE `enrolment_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_certified` AFTER INSERT ON `course_certificates`
BEGIN
  UPDATE `course_learner_summaries` SET `certified` = 1 WHERE `enrolment_id` = NEW.`enrolment_id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_screen_opened` AFTER INSERT ON `course_screen_time`
BEGIN
  UPDATE `course_learner_summaries` SET
    `study_seconds` = `study_seconds` + NEW.`seconds`,
    `screens_done` = `screens_done` + (NEW.`completed_at` IS NOT NULL),
    `last_activity_at` = max(coalesce(`last_activity_at`, ''), NEW.`updated_at`),
    `quiet_since` = max(`quiet_since`, NEW.`updated_at`)
  WHERE `enrolment_id` = NEW.`enrolment_id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_screen_credited` AFTER UPDATE ON `course_screen_time`
BEGIN
  UPDATE `course_learner_summaries` SET
    `study_seconds` = `study_seconds` + NEW.`seconds` - OLD.`seconds`,
    `screens_done` = `screens_done` + (NEW.`completed_at` IS NOT NULL) - (OLD.`completed_at` IS NOT NULL),
    `last_activity_at` = max(coalesce(`last_activity_at`, ''), NEW.`updated_at`),
    `quiet_since` = max(`quiet_since`, NEW.`updated_at`)
  WHERE `enrolment_id` = NEW.`enrolment_id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_screen_removed` AFTER DELETE ON `course_screen_time`
BEGIN
  UPDATE `course_learner_summaries` SET
    `study_seconds` = `study_seconds` - OLD.`seconds`,
    `screens_done` = `screens_done` - (OLD.`completed_at` IS NOT NULL)
  WHERE `enrolment_id` = OLD.`enrolment_id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_attempt_started` AFTER INSERT ON `course_attempts`
BEGIN
  UPDATE `course_learner_summaries` SET
    `last_activity_at` = max(coalesce(`last_activity_at`, ''), coalesce(NEW.`submitted_at`, NEW.`started_at`)),
    `quiet_since` = max(`quiet_since`, coalesce(NEW.`submitted_at`, NEW.`started_at`)),
    `most_exam_failures` = CASE WHEN NEW.`kind` <> 'quiz' AND NEW.`submitted_at` IS NOT NULL AND NEW.`passed` = 0 THEN max(`most_exam_failures`,
      (SELECT count(*) FROM `course_attempts` a WHERE a.`enrolment_id` = NEW.`enrolment_id` AND a.`kind` = NEW.`kind` AND a.`scope` = NEW.`scope` AND a.`submitted_at` IS NOT NULL AND a.`passed` = 0))
      ELSE `most_exam_failures` END
  WHERE `enrolment_id` = NEW.`enrolment_id`;
END;--> statement-breakpoint
CREATE TRIGGER `course_learner_summaries_attempt_graded` AFTER UPDATE OF `submitted_at` ON `course_attempts`
WHEN OLD.`submitted_at` IS NULL AND NEW.`submitted_at` IS NOT NULL
BEGIN
  UPDATE `course_learner_summaries` SET
    `last_activity_at` = max(coalesce(`last_activity_at`, ''), NEW.`submitted_at`),
    `quiet_since` = max(`quiet_since`, NEW.`submitted_at`),
    `most_exam_failures` = CASE WHEN NEW.`kind` <> 'quiz' AND NEW.`passed` = 0 THEN max(`most_exam_failures`,
      (SELECT count(*) FROM `course_attempts` a WHERE a.`enrolment_id` = NEW.`enrolment_id` AND a.`kind` = NEW.`kind` AND a.`scope` = NEW.`scope` AND a.`submitted_at` IS NOT NULL AND a.`passed` = 0))
      ELSE `most_exam_failures` END
  WHERE `enrolment_id` = NEW.`enrolment_id`;
END;--> statement-breakpoint
-- The enrolments made before this migration: their summary from what the engine already wrote.
INSERT INTO `course_learner_summaries` (`enrolment_id`, `status`, `ends_at`, `enrolled_at`, `certified`, `study_seconds`, `screens_done`, `last_activity_at`, `quiet_since`, `most_exam_failures`)
SELECT e.`id`, e.`status`, e.`ends_at`, e.`created_at`,
  EXISTS (SELECT 1 FROM `course_certificates` c WHERE c.`enrolment_id` = e.`id`),
  coalesce((SELECT sum(t.`seconds`) FROM `course_screen_time` t WHERE t.`enrolment_id` = e.`id`), 0),
  (SELECT count(*) FROM `course_screen_time` t WHERE t.`enrolment_id` = e.`id` AND t.`completed_at` IS NOT NULL),
  nullif(max(
    coalesce((SELECT max(t.`updated_at`) FROM `course_screen_time` t WHERE t.`enrolment_id` = e.`id`), ''),
    coalesce((SELECT max(coalesce(a.`submitted_at`, a.`started_at`)) FROM `course_attempts` a WHERE a.`enrolment_id` = e.`id`), '')
  ), ''),
  max(e.`starts_at`,
    coalesce((SELECT max(t.`updated_at`) FROM `course_screen_time` t WHERE t.`enrolment_id` = e.`id`), ''),
    coalesce((SELECT max(coalesce(a.`submitted_at`, a.`started_at`)) FROM `course_attempts` a WHERE a.`enrolment_id` = e.`id`), '')
  ),
  coalesce((SELECT max(n) FROM (SELECT count(*) AS n FROM `course_attempts` a WHERE a.`enrolment_id` = e.`id` AND a.`kind` <> 'quiz' AND a.`submitted_at` IS NOT NULL AND a.`passed` = 0 GROUP BY a.`kind`, a.`scope`)), 0)
FROM `course_enrolments` e;

--> statement-breakpoint
CREATE TABLE `course_activity_marks` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`last_activity_at` text NOT NULL,
	`reminded_at` text,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_activity_marks_due_idx` ON `course_activity_marks` (`last_activity_at`) WHERE reminded_at IS NULL;--> statement-breakpoint
CREATE TABLE `course_reminder_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`last_record_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licence_checklists` (
	`user_id` text PRIMARY KEY NOT NULL,
	`fingerprints_done` integer DEFAULT false NOT NULL,
	`fingerprints_booked_on` text,
	`fingerprints_done_on` text,
	`application_done` integer DEFAULT false NOT NULL,
	`application_submitted_on` text,
	`application_approved_on` text,
	`exam_done` integer DEFAULT false NOT NULL,
	`exam_booked_for` text,
	`exam_result` text,
	`exam_result_on` text,
	`appointment_done` integer DEFAULT false NOT NULL,
	`appointed_on` text,
	`insurer_name` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `licence_checklists_exam_idx` ON `licence_checklists` (`exam_booked_for`) WHERE exam_booked_for IS NOT NULL AND exam_result IS NULL;--> statement-breakpoint
CREATE TABLE `reminder_opt_outs` (
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`email`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `reminders_sent` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

--> statement-breakpoint
CREATE TABLE `course_feedback` (
	`enrolment_id` text NOT NULL,
	`quarter` integer NOT NULL,
	`summary` text NOT NULL,
	`language` text NOT NULL,
	`emailed` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`enrolment_id`, `quarter`),
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_feedback_cursor` (
	`name` text PRIMARY KEY NOT NULL,
	`last_record_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `course_identity_answers` (
	`enrolment_id` text PRIMARY KEY NOT NULL,
	`question_keys` text NOT NULL,
	`answer_hashes` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_identity_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`enrolment_id` text NOT NULL,
	`scope` text NOT NULL,
	`question_key` text NOT NULL,
	`status` text DEFAULT 'asked' NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_identity_checks_open_idx` ON `course_identity_checks` (`enrolment_id`,`scope`) WHERE status in ('asked', 'passed');--> statement-breakpoint
CREATE INDEX `course_identity_checks_status_idx` ON `course_identity_checks` (`enrolment_id`,`status`);
--> statement-breakpoint
