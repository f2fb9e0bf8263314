CREATE TABLE "sport_meet_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"file_id" text NOT NULL,
	"thumb_file_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort_num" integer NOT NULL,
	"uploader_account_id" text NOT NULL,
	CONSTRAINT "sport_meet_photo_size_check" CHECK ("sport_meet_photo"."width" > 0 and "sport_meet_photo"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "sport_meet_photo" ADD CONSTRAINT "sport_meet_photo_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_photo" ADD CONSTRAINT "sport_meet_photo_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_photo" ADD CONSTRAINT "sport_meet_photo_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_photo" ADD CONSTRAINT "sport_meet_photo_thumb_file_id_stored_file_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_photo" ADD CONSTRAINT "sport_meet_photo_uploader_account_id_account_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_meet_photo_meet_sort_idx" ON "sport_meet_photo" USING btree ("meet_id","sort_num");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_photo_file_idx" ON "sport_meet_photo" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_photo_thumb_idx" ON "sport_meet_photo" USING btree ("thumb_file_id");--> statement-breakpoint
CREATE INDEX "sport_meet_photo_tenant_idx" ON "sport_meet_photo" USING btree ("tenant_org_id");