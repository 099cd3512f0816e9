ALTER TABLE "assessment_recordings" ADD COLUMN "server_score" integer;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "reviewer_id" text;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_review_review_due_at_index" ON "quiz_attempts" USING btree ("review","review_due_at");