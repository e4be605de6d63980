-- A listing an admin takes out of the directory keeps its row (and can be relisted): unlisted_at is when.
ALTER TABLE `partners` ADD `unlisted_at` text;
