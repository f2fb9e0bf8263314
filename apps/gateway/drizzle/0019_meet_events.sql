CREATE TABLE "sport_meet_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"event_id" text NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text NOT NULL,
	"sex" text NOT NULL,
	CONSTRAINT "sport_meet_entry_sex_check" CHECK ("sport_meet_entry"."sex" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "sport_meet_event" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meet_id" text NOT NULL,
	"name" text NOT NULL,
	"discipline" text NOT NULL,
	"sex" text NOT NULL,
	"grade_ids" text[] DEFAULT '{}' NOT NULL,
	"measure" text NOT NULL,
	"unit" text NOT NULL,
	"rounds" text NOT NULL,
	"max_entries_per_class" integer,
	"start_time" text,
	"venue_id" text,
	CONSTRAINT "sport_meet_event_discipline_check" CHECK ("sport_meet_event"."discipline" in ('track', 'field', 'relay', 'team')),
	CONSTRAINT "sport_meet_event_sex_check" CHECK ("sport_meet_event"."sex" in ('male', 'female', 'mixed')),
	CONSTRAINT "sport_meet_event_measure_check" CHECK ("sport_meet_event"."measure" in ('timed', 'distance', 'height', 'counted')),
	CONSTRAINT "sport_meet_event_rounds_check" CHECK ("sport_meet_event"."rounds" in ('final', 'heatsAndFinal')),
	CONSTRAINT "sport_meet_event_entries_check" CHECK ("sport_meet_event"."max_entries_per_class" is null or "sport_meet_event"."max_entries_per_class" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_event_id_sport_meet_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_meet_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_event" ADD CONSTRAINT "sport_meet_event_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_event" ADD CONSTRAINT "sport_meet_event_meet_id_sport_meet_id_fk" FOREIGN KEY ("meet_id") REFERENCES "public"."sport_meet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_event" ADD CONSTRAINT "sport_meet_event_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_entry_event_student_idx" ON "sport_meet_entry" USING btree ("event_id","student_id");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_meet_student_idx" ON "sport_meet_entry" USING btree ("meet_id","student_id");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_event_class_idx" ON "sport_meet_entry" USING btree ("event_id","class_id","sex");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_meet_class_idx" ON "sport_meet_entry" USING btree ("meet_id","class_id","created_at");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_student_idx" ON "sport_meet_entry" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_class_idx" ON "sport_meet_entry" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "sport_meet_entry_tenant_idx" ON "sport_meet_entry" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "sport_meet_event_meet_idx" ON "sport_meet_event" USING btree ("meet_id","name");--> statement-breakpoint
CREATE INDEX "sport_meet_event_tenant_idx" ON "sport_meet_event" USING btree ("tenant_org_id");