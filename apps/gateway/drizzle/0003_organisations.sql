ALTER TABLE "organisation" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "device_activation_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "activatable_device_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "activated_device_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "general_admin_password_hash" text;--> statement-breakpoint
ALTER TABLE "organisation" ADD COLUMN "admin_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_parent_code_idx" ON "organisation" USING btree ("parent_id","code");--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_location_check" CHECK (("organisation"."longitude" is null) = ("organisation"."latitude" is null) and "organisation"."longitude" between -180 and 180 and "organisation"."latitude" between -90 and 90);