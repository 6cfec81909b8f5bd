CREATE TABLE "answer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"served_question_id" uuid NOT NULL,
	"session_id" uuid,
	"item_id" text NOT NULL,
	"teks_code" text NOT NULL,
	"subject" text NOT NULL,
	"grade" smallint NOT NULL,
	"difficulty" text NOT NULL,
	"item_type" text NOT NULL,
	"correct" boolean NOT NULL,
	"response" jsonb,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"grade" smallint NOT NULL,
	"category" text,
	"practice_mode" text,
	"teks_standard" text,
	"plan" jsonb NOT NULL,
	"total_questions" integer NOT NULL,
	"served_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"score" integer,
	"correct_count" integer,
	"stars_earned" integer,
	"time_spent_minutes" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "served_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"position" integer,
	"handle" text NOT NULL,
	"item_id" text NOT NULL,
	"item_key" text NOT NULL,
	"teks_code" text NOT NULL,
	"subject" text NOT NULL,
	"grade" smallint NOT NULL,
	"difficulty" text NOT NULL,
	"item_type" text NOT NULL,
	"source" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_mastery" (
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"teks_code" text NOT NULL,
	"p_known" double precision NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"recent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_answered_at" timestamp with time zone,
	CONSTRAINT "skill_mastery_user_id_subject_teks_code_pk" PRIMARY KEY("user_id","subject","teks_code")
);
--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_served_question_id_served_questions_id_fk" FOREIGN KEY ("served_question_id") REFERENCES "public"."served_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_events" ADD CONSTRAINT "answer_events_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_questions" ADD CONSTRAINT "served_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "served_questions" ADD CONSTRAINT "served_questions_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_mastery" ADD CONSTRAINT "skill_mastery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_events_served_question" ON "answer_events" USING btree ("served_question_id");--> statement-breakpoint
CREATE INDEX "answer_events_user_created" ON "answer_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "answer_events_user_teks" ON "answer_events" USING btree ("user_id","teks_code");--> statement-breakpoint
CREATE INDEX "answer_events_session" ON "answer_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_created" ON "practice_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "served_questions_handle" ON "served_questions" USING btree ("user_id","handle");--> statement-breakpoint
CREATE UNIQUE INDEX "served_questions_position" ON "served_questions" USING btree ("session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "served_questions_distinct" ON "served_questions" USING btree ("session_id","item_key");