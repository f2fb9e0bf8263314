ALTER TABLE "role" ADD COLUMN "data_scope" text DEFAULT 'organisation' NOT NULL;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_data_scope_check" CHECK ("role"."data_scope" in ('organisation', 'grades', 'classes'));--> statement-breakpoint
-- Teachers' roles already in use see their own classes from now on, as new ones do.
UPDATE "role" SET "data_scope" = 'classes' WHERE "type" IN ('101001', '101002');
