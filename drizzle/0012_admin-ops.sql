CREATE TABLE "track_plays" (
	"track_id" text NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "track_plays_track_id_day_pk" PRIMARY KEY("track_id","day")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "track_plays" ADD CONSTRAINT "track_plays_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_created_at_index" ON "comments" USING btree ("created_at");