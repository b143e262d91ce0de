-- Written by drizzle-kit; IF NOT EXISTS added by hand, as in 0000, so that server processes
-- applying it at the same moment on one SQLite file both succeed.
CREATE TABLE IF NOT EXISTS `snippet_check_claims` (
	`library_id` text NOT NULL,
	`commit_sha` text NOT NULL,
	`checker` text NOT NULL,
	`owner` text NOT NULL,
	`claimed_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`done_at` text,
	PRIMARY KEY(`library_id`, `commit_sha`, `checker`)
);
