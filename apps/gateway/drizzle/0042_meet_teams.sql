CREATE TABLE "sport_meet_team_member" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" text NOT NULL,
	"student_id" text NOT NULL,
	"leg" smallint NOT NULL,
	CONSTRAINT "sport_meet_team_member_leg_check" CHECK ("sport_meet_team_member"."leg" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "sport_meet_entry" DROP CONSTRAINT "sport_meet_entry_sex_check";--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ALTER COLUMN "student_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_meet_event" ADD COLUMN "team_size" smallint;--> statement-breakpoint
ALTER TABLE "sport_meet_team_member" ADD CONSTRAINT "sport_meet_team_member_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_team_member" ADD CONSTRAINT "sport_meet_team_member_entry_id_sport_meet_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sport_meet_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_meet_team_member" ADD CONSTRAINT "sport_meet_team_member_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_team_member_entry_student_idx" ON "sport_meet_team_member" USING btree ("entry_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_team_member_entry_leg_idx" ON "sport_meet_team_member" USING btree ("entry_id","leg");--> statement-breakpoint
CREATE INDEX "sport_meet_team_member_student_idx" ON "sport_meet_team_member" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "sport_meet_team_member_tenant_idx" ON "sport_meet_team_member" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_meet_entry_event_team_idx" ON "sport_meet_entry" USING btree ("event_id","class_id") WHERE "sport_meet_entry"."student_id" is null;--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_mixed_check" CHECK ("sport_meet_entry"."sex" <> 'mixed' or "sport_meet_entry"."student_id" is null);--> statement-breakpoint
ALTER TABLE "sport_meet_entry" ADD CONSTRAINT "sport_meet_entry_sex_check" CHECK ("sport_meet_entry"."sex" in ('male', 'female', 'mixed'));--> statement-breakpoint
ALTER TABLE "sport_meet_event" ADD CONSTRAINT "sport_meet_event_team_size_check" CHECK ("sport_meet_event"."team_size" is null or "sport_meet_event"."team_size" between 2 and 20);