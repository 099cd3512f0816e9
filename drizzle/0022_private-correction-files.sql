ALTER TABLE "corrections" RENAME COLUMN "attachment_url" TO "attachment_key";--> statement-breakpoint
ALTER TABLE "corrections" RENAME COLUMN "reply_audio_url" TO "reply_audio_key";--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "attachment_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Earlier rows held the file's public URL (/media/uploads/corrections/<name>, or the bucket's address): keep its media key.
UPDATE "corrections" SET "attachment_key" = substring("attachment_key" from '(uploads/corrections/[^/?#]+)$') WHERE "attachment_key" IS NOT NULL;--> statement-breakpoint
UPDATE "corrections" SET "reply_audio_key" = substring("reply_audio_key" from '(uploads/corrections/[^/?#]+)$') WHERE "reply_audio_key" IS NOT NULL;
