CREATE TABLE "sport_meet_heat_check" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"event_id" text NOT NULL,
	"heat" integer NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_meet_heat_check_heat_check" CHECK ("sport_meet_heat_check"."heat" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sport_meet_record" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_name" text NOT NULL,
	"sex" text NOT NULL,
	"measure" text NOT NULL,
	"mark" numeric(10, 3) NOT NULL,
	"holder_name" text NOT NULL,
	"class_name" text DEFAULT '' NOT NULL,
	"meet_id" text,
	"meet_name" text NOT NULL,
	"entry_id" text,
	"set_on" date NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_meet_record_sex_check" CHECK ("sport_meet_record"."sex" in ('male', 'female')),
	CONSTRAINT "sport_meet_record_measure_check" CHECK ("sport_meet_record"."measure" in ('timed', 'distance', 'height', 'counted')),
	CONSTRAINT "sport_meet_record_mark_check" CHECK ("sport_meet_record"."mark" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_meet_result" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"event_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"status" text NOT NULL,
	"mark" numeric(10, 3),
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sport_meet_result_status_check" CHECK ("sport_meet_result"."status" in ('ok', 'dns', 'dnf', 'dq')),
	CONSTRAINT "sport_meet_result_mark_check" CHECK (("sport_meet_result"."status" = 'ok') = ("sport_meet_result"."mark" is not null) and ("sport_meet_result"."mark" is null or "sport_meet_result"."mark" >= 0)),
	CONSTRAINT "sport_meet_result_version_check" CHECK ("sport_meet_result"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sport_meet_heat_check" ADD CONSTRAINT "sport_meet_heat_check_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_heat_check" ADD CONSTRAINT "sport_meet_heat_check_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_heat_check" ADD CONSTRAINT "sport_meet_heat_check_event_id_sport_meet_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_meet_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_heat_check" ADD CONSTRAINT "sport_meet_heat_check_confirmed_by_account_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_record" ADD CONSTRAINT "sport_meet_record_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_record" ADD CONSTRAINT "sport_meet_record_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_record" ADD CONSTRAINT "sport_meet_record_entry_id_sport_meet_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sport_meet_entry"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_record" ADD CONSTRAINT "sport_meet_record_confirmed_by_account_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_result" ADD CONSTRAINT "sport_meet_result_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_result" ADD CONSTRAINT "sport_meet_result_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_result" ADD CONSTRAINT "sport_meet_result_event_id_sport_meet_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_meet_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_result" ADD CONSTRAINT "sport_meet_result_entry_id_sport_meet_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sport_meet_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_result" ADD CONSTRAINT "sport_meet_result_entered_by_account_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_heat_check_event_heat_idx" ON "sport_meet_heat_check" USING btree ("event_id","heat");--> statement-breakpoint
CREATE INDEX "sport_meet_heat_check_meet_idx" ON "sport_meet_heat_check" USING btree ("meet_id");--> statement-breakpoint
CREATE INDEX "sport_meet_heat_check_confirmed_by_idx" ON "sport_meet_heat_check" USING btree ("confirmed_by") WHERE "sport_meet_heat_check"."confirmed_by" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_heat_check_tenant_idx" ON "sport_meet_heat_check" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "sport_meet_record_event_idx" ON "sport_meet_record" USING btree ("org_id","event_name","sex","confirmed_at");--> statement-breakpoint
CREATE INDEX "sport_meet_record_meet_idx" ON "sport_meet_record" USING btree ("meet_id") WHERE "sport_meet_record"."meet_id" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_record_entry_idx" ON "sport_meet_record" USING btree ("entry_id") WHERE "sport_meet_record"."entry_id" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_record_confirmed_by_idx" ON "sport_meet_record" USING btree ("confirmed_by") WHERE "sport_meet_record"."confirmed_by" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_record_tenant_idx" ON "sport_meet_record" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_result_entry_idx" ON "sport_meet_result" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "sport_meet_result_event_idx" ON "sport_meet_result" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sport_meet_result_meet_idx" ON "sport_meet_result" USING btree ("meet_id");--> statement-breakpoint
CREATE INDEX "sport_meet_result_entered_by_idx" ON "sport_meet_result" USING btree ("entered_by") WHERE "sport_meet_result"."entered_by" is not null;--> statement-breakpoint
CREATE INDEX "sport_meet_result_tenant_idx" ON "sport_meet_result" USING btree ("tenant_org_id");