CREATE TABLE "assessment_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"part" text NOT NULL,
	"media_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_recordings_attemptId_part_unique" UNIQUE("attempt_id","part")
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "performance" jsonb;--> statement-breakpoint
ALTER TABLE "assessment_recordings" ADD CONSTRAINT "assessment_recordings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_recordings" ADD CONSTRAINT "assessment_recordings_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_recordings_user_id_created_at_index" ON "assessment_recordings" USING btree ("user_id","created_at");