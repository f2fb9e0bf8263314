CREATE TABLE "sport_meet" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"registration_start" date NOT NULL,
	"registration_end" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue_ids" text[] DEFAULT '{}' NOT NULL,
	"max_events_per_athlete" integer NOT NULL,
	"max_athletes_per_class_per_event" integer NOT NULL,
	"lane_count" integer NOT NULL,
	"points_table" text NOT NULL,
	"team_scoring" text NOT NULL,
	"mark_decimals" integer NOT NULL,
	"mark_rounding" text NOT NULL,
	"fee" numeric(10, 2),
	"status" text DEFAULT 'notStarted' NOT NULL,
	CONSTRAINT "sport_meet_dates_check" CHECK ("sport_meet"."registration_start" <= "sport_meet"."registration_end" and "sport_meet"."registration_end" <= "sport_meet"."start_date" and "sport_meet"."start_date" <= "sport_meet"."end_date"),
	CONSTRAINT "sport_meet_status_check" CHECK ("sport_meet"."status" in ('notStarted', 'inProgress', 'ended', 'endedEarly')),
	CONSTRAINT "sport_meet_fee_check" CHECK ("sport_meet"."fee" is null or "sport_meet"."fee" >= 0.01)
);
--> statement-breakpoint
ALTER TABLE "sport_meet" ADD CONSTRAINT "sport_meet_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_org_name_idx" ON "sport_meet" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "sport_meet_tenant_idx" ON "sport_meet" USING btree ("tenant_org_id");