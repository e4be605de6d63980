ALTER TABLE `course_enrolments` ADD `pause_reason` text;--> statement-breakpoint
CREATE INDEX `course_enrolments_identity_paused_idx` ON `course_enrolments` (`updated_at`) WHERE pause_reason = 'identity';--> statement-breakpoint
-- Backfill (hand-written): why each enrolment paused today is paused, from its latest record that
-- changed its status (a record whose `to` names the status it already had changed nothing). An
-- identity pause ('identity') stays one until the identity checks' own resume; every other pause is
-- the staff's ('staff'), including the seeds' paused rows that have no record. Only `pause_reason`
-- is written: the learner summaries' trigger (0016) watches status, start and end, so it does not fire.
UPDATE `course_enrolments` SET `pause_reason` = CASE WHEN (
	SELECT json_extract(r.`details`, '$.reason') = 'identity' AND json_extract(r.`details`, '$.to.status') = 'paused'
	FROM `course_records` r
	WHERE r.`enrolment_id` = `course_enrolments`.`id`
		AND r.`kind` = 'enrolment.changed'
		AND json_extract(r.`details`, '$.to.status') IS NOT NULL
		AND json_extract(r.`details`, '$.to.status') IS NOT json_extract(r.`details`, '$.from.status')
	ORDER BY r.`id` DESC
	LIMIT 1
) THEN 'identity' ELSE 'staff' END
WHERE `status` = 'paused';
