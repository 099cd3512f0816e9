CREATE TABLE "drill_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"kind" text NOT NULL,
	"focus" text,
	"seed" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"score" integer,
	"seconds" integer,
	"skills" jsonb
);
--> statement-breakpoint
CREATE TABLE "drill_skill_stats" (
	"user_id" text NOT NULL,
	"discipline_id" text NOT NULL,
	"level_id" text NOT NULL,
	"skill" text NOT NULL,
	"rights" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"box" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_right" boolean NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drill_skill_stats_user_id_discipline_id_level_id_skill_pk" PRIMARY KEY("user_id","discipline_id","level_id","skill")
);
--> statement-breakpoint
ALTER TABLE "drill_items" ADD CONSTRAINT "drill_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_items" ADD CONSTRAINT "drill_items_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_skill_stats" ADD CONSTRAINT "drill_skill_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_skill_stats" ADD CONSTRAINT "drill_skill_stats_discipline_id_level_id_levels_discipline_id_id_fk" FOREIGN KEY ("discipline_id","level_id") REFERENCES "public"."levels"("discipline_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drill_items_user_id_answered_at_index" ON "drill_items" USING btree ("user_id","answered_at");