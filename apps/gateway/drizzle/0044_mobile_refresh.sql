ALTER TABLE "mobile_session" ADD COLUMN "refresh_token_hash" text;--> statement-breakpoint
ALTER TABLE "mobile_session" ADD COLUMN "refresh_expires_at" timestamp with time zone;