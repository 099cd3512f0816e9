CREATE TABLE "practice_results" (
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"lesson" integer NOT NULL,
	"exercise" text NOT NULL,
	"best_score" integer NOT NULL,
	"last_score" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"best_detail" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_results_user_id_discipline_id_level_id_lesson_exercise_pk" PRIMARY KEY("user_id","discipline_id","level_id","lesson","exercise")
);
--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_results_user_id_updated_at_index" ON "practice_results" USING btree ("user_id","updated_at");