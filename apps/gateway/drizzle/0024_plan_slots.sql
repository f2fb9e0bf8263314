CREATE TABLE "test_plan_booking" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slot_id" text NOT NULL,
	"class_id" text NOT NULL,
	"size" smallint NOT NULL,
	"account_id" text
);
--> statement-breakpoint
CREATE TABLE "test_plan_slot" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"item" text NOT NULL,
	"day" date NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "test_plan_slot_times_check" CHECK ("test_plan_slot"."starts" < "test_plan_slot"."ends"),
	CONSTRAINT "test_plan_slot_booked_check" CHECK ("test_plan_slot"."booked" between 0 and "test_plan_slot"."capacity")
);
--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_slot_id_test_plan_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."test_plan_slot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_slot" ADD CONSTRAINT "test_plan_slot_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_slot" ADD CONSTRAINT "test_plan_slot_plan_id_test_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."test_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_slot" ADD CONSTRAINT "test_plan_slot_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_plan_booking_slot_class_idx" ON "test_plan_booking" USING btree ("slot_id","class_id");--> statement-breakpoint
CREATE INDEX "test_plan_booking_class_idx" ON "test_plan_booking" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "test_plan_booking_tenant_idx" ON "test_plan_booking" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "test_plan_slot_plan_idx" ON "test_plan_slot" USING btree ("plan_id","day","starts");--> statement-breakpoint
CREATE INDEX "test_plan_slot_tenant_idx" ON "test_plan_slot" USING btree ("tenant_org_id");