-- Results that devices send: a batch taken once per device and batch id, and its readings as measured.
CREATE TABLE "device_batch" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"batch_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"reading_count" integer NOT NULL,
	"matched_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_result" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_ref" text NOT NULL,
	"seq" integer NOT NULL,
	"student_number" text NOT NULL,
	"student_id" text,
	"item" text NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_batch" ADD CONSTRAINT "device_batch_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_result" ADD CONSTRAINT "device_result_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_result" ADD CONSTRAINT "device_result_batch_ref_device_batch_id_fk" FOREIGN KEY ("batch_ref") REFERENCES "public"."device_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_result" ADD CONSTRAINT "device_result_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_batch_device_batch_idx" ON "device_batch" USING btree ("device_id","batch_id");--> statement-breakpoint
CREATE INDEX "device_batch_tenant_idx" ON "device_batch" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_result_batch_seq_idx" ON "device_result" USING btree ("batch_ref","seq");--> statement-breakpoint
CREATE INDEX "device_result_student_idx" ON "device_result" USING btree ("student_id","item","measured_at");--> statement-breakpoint
CREATE INDEX "device_result_unmatched_idx" ON "device_result" USING btree ("org_id","student_number") WHERE "device_result"."student_id" is null;--> statement-breakpoint
CREATE INDEX "device_result_tenant_idx" ON "device_result" USING btree ("tenant_org_id");--> statement-breakpoint
-- A reading whose number named no student when it arrived is placed when a student of that number
-- joins the organisation, or takes that number, in the statement that writes the student: a form,
-- an import or a future sync alike. The partial index holds only such readings, so a write of
-- students looks them up cheaply, and not at all once every reading is placed.
CREATE FUNCTION "device_result_place_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "device_result" r SET "student_id" = s."id"
	FROM added s
	WHERE r."student_id" IS NULL AND r."org_id" = s."org_id" AND r."student_number" = s."student_number";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "device_result_place_renumbered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "device_result" r SET "student_id" = a."id"
	FROM after_rows a JOIN before_rows b ON b."id" = a."id"
	WHERE a."student_number" <> b."student_number"
		AND r."student_id" IS NULL AND r."org_id" = a."org_id" AND r."student_number" = a."student_number";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "device_result_place_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "device_result_place_added"();--> statement-breakpoint
CREATE TRIGGER "device_result_place_update" AFTER UPDATE ON "student" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_result_place_renumbered"();
