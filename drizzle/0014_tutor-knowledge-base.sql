CREATE TABLE "tutor_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answer" text NOT NULL,
	"links" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tutor_entries_topic_idx" ON "tutor_entries" USING btree ("topic","id");