CREATE TABLE "closure_days" (
	"day" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"teacher_id" text NOT NULL,
	"discipline" text NOT NULL,
	"title" text NOT NULL,
	"answer_text" text,
	"attachment_url" text,
	"attachment_kind" text,
	"attachment_name" text,
	"due_at" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_audio_url" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"credit_id" uuid,
	"seat" integer,
	"status" text NOT NULL,
	"attendance" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reminded24_at" timestamp with time zone,
	"reminded2_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_seat" CHECK ("lesson_bookings"."seat" is null or "lesson_bookings"."seat" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lesson_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entitlement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner_user_id" text,
	"partner_email" text,
	"partner_token" text,
	"order_id" uuid,
	"formula_id" text,
	"kind" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"quantity" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_entitlements_partnerToken_unique" UNIQUE("partner_token")
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"month" text NOT NULL,
	"pdf" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" text NOT NULL,
	"kind" text NOT NULL,
	"discipline" text NOT NULL,
	"title" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"meeting_url" text,
	"capacity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"homework" text,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_order" CHECK ("scheduled_lessons"."starts_at" < "scheduled_lessons"."ends_at"),
	CONSTRAINT "lesson_capacity" CHECK ("scheduled_lessons"."capacity" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "teacher_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_order" CHECK ("teacher_absences"."starts_at" < "teacher_absences"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "teacher_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"place" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_window" CHECK ("teacher_availability"."start_minute" >= 0 and "teacher_availability"."end_minute" <= 1440 and "teacher_availability"."start_minute" < "teacher_availability"."end_minute" and "teacher_availability"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "teacher_busy_blocks" (
	"teacher_id" text NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"lesson_id" uuid NOT NULL,
	CONSTRAINT "teacher_busy_blocks_pk" PRIMARY KEY("teacher_id","block_start")
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text,
	"bio" text DEFAULT '' NOT NULL,
	"disciplines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '["Français"]'::jsonb NOT NULL,
	"meeting_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "preferences" SET DEFAULT '{"newBlog":true,"newEvents":true,"recommendations":true,"lessonReminders":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_bookings" ADD CONSTRAINT "lesson_bookings_lesson_id_scheduled_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."scheduled_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_bookings" ADD CONSTRAINT "lesson_bookings_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_bookings" ADD CONSTRAINT "lesson_bookings_credit_id_lesson_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."lesson_credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_credits" ADD CONSTRAINT "lesson_credits_entitlement_id_lesson_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."lesson_entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entitlements" ADD CONSTRAINT "lesson_entitlements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entitlements" ADD CONSTRAINT "lesson_entitlements_partner_user_id_user_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_entitlements" ADD CONSTRAINT "lesson_entitlements_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_student_id_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_lessons" ADD CONSTRAINT "scheduled_lessons_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_absences" ADD CONSTRAINT "teacher_absences_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_availability" ADD CONSTRAINT "teacher_availability_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_busy_blocks" ADD CONSTRAINT "teacher_busy_blocks_teacher_id_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_busy_blocks" ADD CONSTRAINT "teacher_busy_blocks_lesson_id_scheduled_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."scheduled_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_teacher_id_answered_at_due_at_index" ON "corrections" USING btree ("teacher_id","answered_at","due_at");--> statement-breakpoint
CREATE INDEX "corrections_student_id_created_at_index" ON "corrections" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_bookings_credit_in_use" ON "lesson_bookings" USING btree ("credit_id") WHERE "lesson_bookings"."status" in ('booked', 'waiting', 'late_cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_bookings_seat_taken" ON "lesson_bookings" USING btree ("lesson_id","seat") WHERE "lesson_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_bookings_student_once" ON "lesson_bookings" USING btree ("lesson_id","student_id") WHERE "lesson_bookings"."status" in ('booked', 'waiting');--> statement-breakpoint
CREATE INDEX "lesson_bookings_student_id_created_at_index" ON "lesson_bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_credits_entitlement_id_position_index" ON "lesson_credits" USING btree ("entitlement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_entitlements_order_id_kind_index" ON "lesson_entitlements" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "lesson_entitlements_user_id_expires_at_index" ON "lesson_entitlements" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "lesson_entitlements_partner_user_id_index" ON "lesson_entitlements" USING btree ("partner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_student_id_month_index" ON "progress_reports" USING btree ("student_id","month");--> statement-breakpoint
CREATE INDEX "scheduled_lessons_teacher_id_starts_at_index" ON "scheduled_lessons" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_lessons_starts_at_index" ON "scheduled_lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "teacher_absences_teacher_id_starts_at_index" ON "teacher_absences" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "teacher_availability_teacher_id_weekday_index" ON "teacher_availability" USING btree ("teacher_id","weekday");--> statement-breakpoint
CREATE INDEX "teacher_busy_blocks_lesson_id_index" ON "teacher_busy_blocks" USING btree ("lesson_id");