CREATE TABLE "sport_meet_document" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_meet_document" ADD CONSTRAINT "sport_meet_document_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_document" ADD CONSTRAINT "sport_meet_document_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_document" ADD CONSTRAINT "sport_meet_document_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_document_meet_file_idx" ON "sport_meet_document" USING btree ("meet_id","file_id");--> statement-breakpoint
CREATE INDEX "sport_meet_document_file_idx" ON "sport_meet_document" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "sport_meet_document_tenant_idx" ON "sport_meet_document" USING btree ("tenant_org_id");