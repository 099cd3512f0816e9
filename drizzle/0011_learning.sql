CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"student_name" text NOT NULL,
	"discipline_name" text NOT NULL,
	"level_name" text NOT NULL,
	"score" integer NOT NULL,
	"attempt_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_userId_disciplineId_levelId_unique" UNIQUE("user_id","discipline_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_progress" (
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"exercise" integer NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "exercise_progress_user_id_discipline_id_level_id_exercise_pk" PRIMARY KEY("user_id","discipline_id","level_id","exercise")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"lesson" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_discipline_id_level_id_lesson_pk" PRIMARY KEY("user_id","discipline_id","level_id","lesson")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"points" integer NOT NULL,
	"total_points" integer NOT NULL,
	"score" integer NOT NULL,
	"passing_score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_progress_user_id_tried_at_index" ON "exercise_progress" USING btree ("user_id","tried_at");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_id_completed_at_index" ON "lesson_progress" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_id_discipline_id_level_id_created_at_index" ON "quiz_attempts" USING btree ("user_id","discipline_id","level_id","created_at");