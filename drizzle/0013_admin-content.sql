CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"image_group" text,
	"url" text NOT NULL,
	"storage_keys" jsonb NOT NULL,
	"original_name" text NOT NULL,
	"source_type" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"uploaded_by_id" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_url_unique" UNIQUE("url")
);
--> statement-breakpoint
DROP INDEX "blog_posts_date_index";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_posts" SET "published_at" = "created_at";--> statement-breakpoint
UPDATE "events" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "media_assets_kind_created_at_index" ON "media_assets" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_status_date_index" ON "blog_posts" USING btree ("status","date");