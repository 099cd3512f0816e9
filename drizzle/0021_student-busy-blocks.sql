CREATE TABLE "student_busy_blocks" (
	"student_id" text NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"lesson_id" uuid NOT NULL,
	CONSTRAINT "student_busy_blocks_pk" PRIMARY KEY("student_id","block_start")
);
--> statement-breakpoint
ALTER TABLE "student_busy_blocks" ADD CONSTRAINT "student_busy_blocks_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_busy_blocks" ADD CONSTRAINT "student_busy_blocks_lesson_id_scheduled_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."scheduled_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_busy_blocks_lesson_id_index" ON "student_busy_blocks" USING btree ("lesson_id");--> statement-breakpoint
-- Seats already held in lessons still to come take their blocks (a student already holding two at once keeps the first).
INSERT INTO "student_busy_blocks" ("student_id", "block_start", "lesson_id")
SELECT b."student_id", g.block_start, l."id"
FROM "lesson_bookings" b
JOIN "scheduled_lessons" l ON l."id" = b."lesson_id"
CROSS JOIN LATERAL generate_series(l."starts_at", l."ends_at" - interval '1 millisecond', interval '30 minutes') AS g(block_start)
WHERE b."status" = 'booked' AND l."status" = 'scheduled' AND l."ends_at" > now()
ORDER BY b."created_at"
ON CONFLICT DO NOTHING;
