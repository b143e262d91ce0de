-- Written by drizzle-kit; IF NOT EXISTS added by hand, as in 0000, so that server processes
-- applying it at the same moment on one SQLite file both succeed.
CREATE TABLE IF NOT EXISTS `agent_eval_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`finished_at` text NOT NULL,
	`questions` integer NOT NULL,
	`figures` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `doc_feedback` (
	`id` text PRIMARY KEY NOT NULL,
	`library_id` text NOT NULL,
	`version` text NOT NULL,
	`framework` text,
	`page` text NOT NULL,
	`commit_sha` text NOT NULL,
	`file` text NOT NULL,
	`block_id` text,
	`helpful` integer,
	`comment` text,
	`source` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `doc_feedback_library_created` ON `doc_feedback` (`library_id`,`created_at`);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `doc_misses` (
	`library_id` text NOT NULL,
	`path` text NOT NULL,
	`referrer_host` text NOT NULL,
	`hits` integer NOT NULL,
	`first_seen` text NOT NULL,
	`last_seen` text NOT NULL,
	`suggestion` text,
	PRIMARY KEY(`library_id`, `path`, `referrer_host`)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `doc_misses_rank` ON `doc_misses` (`hits`,`last_seen`);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `doc_reads` (
	`day` text NOT NULL,
	`library_id` text NOT NULL,
	`channel` text NOT NULL,
	`reader` text NOT NULL,
	`hits` integer NOT NULL,
	PRIMARY KEY(`day`, `library_id`, `channel`, `reader`)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `doc_redirects` (
	`from_path` text PRIMARY KEY NOT NULL,
	`to_path` text NOT NULL,
	`library_id` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `docs_check_problems` (
	`id` text PRIMARY KEY NOT NULL,
	`library_id` text NOT NULL,
	`version` text NOT NULL,
	`kind` text NOT NULL,
	`owner` text NOT NULL,
	`page` text NOT NULL,
	`target` text,
	`detail` text NOT NULL,
	`file` text,
	`commit_sha` text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `docs_check_problems_library` ON `docs_check_problems` (`library_id`);