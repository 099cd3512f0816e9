ALTER TABLE "public_creations" ADD COLUMN "user_creation_id" uuid;--> statement-breakpoint
ALTER TABLE "public_creations" ADD CONSTRAINT "public_creations_user_creation_id_user_creations_id_fk" FOREIGN KEY ("user_creation_id") REFERENCES "public"."user_creations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_creations" ADD CONSTRAINT "user_creations_userId_url_unique" UNIQUE("user_id","url");--> statement-breakpoint
ALTER TABLE "public_creations" ADD CONSTRAINT "public_creations_userCreationId_unique" UNIQUE("user_creation_id");