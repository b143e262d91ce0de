ALTER TABLE "doc_feedback" ADD COLUMN "sender" text;--> statement-breakpoint
CREATE INDEX "doc_feedback_sender_created" ON "doc_feedback" USING btree ("sender","created_at");