CREATE TABLE "sport_meet_seal" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_meet_seal" ADD CONSTRAINT "sport_meet_seal_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_seal" ADD CONSTRAINT "sport_meet_seal_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_meet_seal_org_sort_idx" ON "sport_meet_seal" USING btree ("org_id","sort_num");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_seal_file_idx" ON "sport_meet_seal" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "sport_meet_seal_tenant_idx" ON "sport_meet_seal" USING btree ("tenant_org_id");