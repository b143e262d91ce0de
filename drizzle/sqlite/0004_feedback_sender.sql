-- Written by drizzle-kit. SQLite has no ADD COLUMN IF NOT EXISTS: a server process that applies
-- it at the same moment as another on one SQLite file fails, finds it recorded and goes on
-- (applySqliteMigrations).
ALTER TABLE `doc_feedback` ADD `sender` text;--> statement-breakpoint
CREATE INDEX `doc_feedback_sender_created` ON `doc_feedback` (`sender`,`created_at`);