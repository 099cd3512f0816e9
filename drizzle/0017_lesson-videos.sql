CREATE TABLE "lesson_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"original_name" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"source_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real NOT NULL,
	"files" jsonb,
	"uploaded_by_id" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lesson_videos_created_at_index" ON "lesson_videos" USING btree ("created_at");