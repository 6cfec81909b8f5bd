CREATE TABLE "nova_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"intent" text,
	"source" text,
	"question_handle" text,
	"gave_hint" boolean DEFAULT false NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"grade" smallint NOT NULL,
	"subject" text NOT NULL,
	"total_weeks" integer NOT NULL,
	"staar_test_date" date NOT NULL,
	"plan_data" jsonb NOT NULL,
	"worded_by" text DEFAULT 'built-in' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nova_messages" ADD CONSTRAINT "nova_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nova_messages_user_created" ON "nova_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_plans_user_created" ON "study_plans" USING btree ("user_id","created_at");