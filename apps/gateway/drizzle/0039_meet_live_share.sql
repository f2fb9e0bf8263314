CREATE TABLE "sport_meet_live_share" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"shared_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_meet_live_share" ADD CONSTRAINT "sport_meet_live_share_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_live_share" ADD CONSTRAINT "sport_meet_live_share_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_live_share" ADD CONSTRAINT "sport_meet_live_share_shared_by_account_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_live_share_meet_idx" ON "sport_meet_live_share" USING btree ("meet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_live_share_token_idx" ON "sport_meet_live_share" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sport_meet_live_share_tenant_idx" ON "sport_meet_live_share" USING btree ("tenant_org_id");