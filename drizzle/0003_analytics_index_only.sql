DROP INDEX "answer_events_user_created";--> statement-breakpoint
DROP INDEX "answer_events_user_teks";--> statement-breakpoint
CREATE INDEX "answer_events_user_created" ON "answer_events" USING btree ("user_id","created_at","correct","time_spent_ms");--> statement-breakpoint
CREATE INDEX "answer_events_user_teks" ON "answer_events" USING btree ("user_id","teks_code","subject","correct");