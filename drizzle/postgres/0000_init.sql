-- Written by drizzle-kit; IF NOT EXISTS added by hand so that databases whose tables the
-- site created before migrations existed (the same tables, same columns) take this first one as done.
CREATE TABLE IF NOT EXISTS "content_sync_runs" (
	"repo" text PRIMARY KEY NOT NULL,
	"finished_at" text NOT NULL,
	"action" text NOT NULL,
	"message" text,
	"last_success_at" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "docs_check_runs" (
	"library_id" text PRIMARY KEY NOT NULL,
	"started_at" text NOT NULL,
	"finished_at" text NOT NULL,
	"pages" integer NOT NULL,
	"site_problems" integer NOT NULL,
	"repository_problems" integer NOT NULL,
	"versions" text NOT NULL,
	"worst_pages" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "live_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "npm_daily_downloads" (
	"package" text NOT NULL,
	"day" text NOT NULL,
	"downloads" integer NOT NULL,
	CONSTRAINT "npm_daily_downloads_package_day_pk" PRIMARY KEY("package","day")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "npm_packages" (
	"package" text PRIMARY KEY NOT NULL,
	"created" text,
	"checked_at" text,
	"unpublished_from" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"index_name" text NOT NULL,
	"user_token" text NOT NULL,
	"query_id" text,
	"object_ids" text NOT NULL,
	"positions" text,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" text NOT NULL,
	"expires_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "users" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"password_hash" text,
	"github_id" text,
	"github_login" text,
	"role" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_github_id_unique" UNIQUE("github_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_events_timestamp" ON "search_events" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_user" ON "sessions" USING btree ("user_id");