-- Written by drizzle-kit; IF NOT EXISTS added by hand, as in 0000, so that server processes
-- applying it at the same moment on one SQLite file both succeed. The packages already stored
-- are kept as if last viewed on the day this migration was written.
CREATE TABLE IF NOT EXISTS `npm_package_views` (
	`package` text PRIMARY KEY NOT NULL,
	`last_viewed` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `npm_package_views_last_viewed` ON `npm_package_views` (`last_viewed`);
--> statement-breakpoint
INSERT INTO `npm_package_views` (`package`, `last_viewed`) SELECT DISTINCT `package`, '2026-11-26T00:00:00.000Z' FROM `npm_daily_downloads` WHERE true ON CONFLICT (`package`) DO NOTHING;
--> statement-breakpoint
INSERT INTO `npm_package_views` (`package`, `last_viewed`) SELECT `package`, '2026-11-26T00:00:00.000Z' FROM `npm_packages` WHERE true ON CONFLICT (`package`) DO NOTHING;
