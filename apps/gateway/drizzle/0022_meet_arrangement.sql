CREATE TABLE "sport_meet_arrangement" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"seed" integer NOT NULL,
	"drawn_by" text,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_meet_arrangement_kind_check" CHECK ("sport_meet_arrangement"."kind" in ('lanes', 'order')),
	CONSTRAINT "sport_meet_arrangement_method_check" CHECK ("sport_meet_arrangement"."method" in ('marks', 'lot')),
	CONSTRAINT "sport_meet_arrangement_seed_check" CHECK ("sport_meet_arrangement"."seed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_meet_start" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"heat" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sport_meet_start_place_check" CHECK ("sport_meet_start"."heat" >= 1 and "sport_meet_start"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD COLUMN "seed_mark" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "sport_meet_arrangement" ADD CONSTRAINT "sport_meet_arrangement_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_arrangement" ADD CONSTRAINT "sport_meet_arrangement_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_arrangement" ADD CONSTRAINT "sport_meet_arrangement_event_id_sport_meet_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_meet_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_arrangement" ADD CONSTRAINT "sport_meet_arrangement_drawn_by_account_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_start" ADD CONSTRAINT "sport_meet_start_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_start" ADD CONSTRAINT "sport_meet_start_event_id_sport_meet_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_meet_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_start" ADD CONSTRAINT "sport_meet_start_entry_id_sport_meet_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sport_meet_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_arrangement_event_idx" ON "sport_meet_arrangement" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sport_meet_arrangement_meet_idx" ON "sport_meet_arrangement" USING btree ("meet_id");--> statement-breakpoint
CREATE INDEX "sport_meet_arrangement_drawn_by_idx" ON "sport_meet_arrangement" USING btree ("drawn_by") WHERE "sport_meet_arrangement"."drawn_by" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_arrangement_tenant_idx" ON "sport_meet_arrangement" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_start_entry_idx" ON "sport_meet_start" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_start_place_idx" ON "sport_meet_start" USING btree ("event_id","heat","position");--> statement-breakpoint
CREATE INDEX "sport_meet_start_tenant_idx" ON "sport_meet_start" USING btree ("tenant_org_id");--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_seed_mark_check" CHECK ("sport_meet_entry"."seed_mark" is null or "sport_meet_entry"."seed_mark" >= 0);