CREATE TABLE "quiz_questions" (
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"points" integer,
	"explanation" text NOT NULL,
	"audio" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_discipline_id_level_id_id_pk" PRIMARY KEY("discipline_id","level_id","id")
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;