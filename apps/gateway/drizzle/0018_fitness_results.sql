-- Fitness tests: test plans with their classes, scored results and their corrections; the offset a
-- device wrote each reading's time with; and readings placed on a student later queue their scoring.
CREATE TABLE "fitness_result" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text,
	"grade_key" text NOT NULL,
	"sex" text NOT NULL,
	"plan_id" text,
	"measurement" text NOT NULL,
	"item" text NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"score" smallint,
	"band" text,
	"scoring_version" text NOT NULL,
	"needs_check" boolean DEFAULT false NOT NULL,
	"validity" text DEFAULT 'valid' NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"device_result_id" text,
	"device_serial" text,
	"entered_by" text,
	"import_file_id" text,
	"import_row" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_result_score_check" CHECK ("fitness_result"."score" is null or "fitness_result"."score" between 0 and 100),
	CONSTRAINT "fitness_result_validity_check" CHECK ("fitness_result"."validity" in ('valid', 'invalid')),
	CONSTRAINT "fitness_result_sex_check" CHECK ("fitness_result"."sex" in ('male', 'female')),
	CONSTRAINT "fitness_result_source_check" CHECK (("fitness_result"."source" = 'device' and "fitness_result"."device_result_id" is not null and "fitness_result"."device_serial" is not null)
        or ("fitness_result"."source" = 'manual')
        or ("fitness_result"."source" = 'import' and "fitness_result"."import_row" is not null))
);
--> statement-breakpoint
CREATE TABLE "fitness_result_correction" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_id" text NOT NULL,
	"old_value" numeric(12, 3) NOT NULL,
	"new_value" numeric(12, 3) NOT NULL,
	"old_score" smallint,
	"new_score" smallint,
	"reason" text NOT NULL,
	"account_id" text
);
--> statement-breakpoint
CREATE TABLE "test_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"academic_year_id" text NOT NULL,
	"semester_id" text NOT NULL,
	"kind" text NOT NULL,
	"grades" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_plan_kind_check" CHECK ("test_plan"."kind" in ('national', 'school', 'custom')),
	CONSTRAINT "test_plan_status_check" CHECK ("test_plan"."status" in ('notStarted', 'inProgress', 'ended', 'endedEarly')),
	CONSTRAINT "test_plan_dates_check" CHECK ("test_plan"."start_date" <= "test_plan"."end_date")
);
--> statement-breakpoint
CREATE TABLE "test_plan_class" (
	"plan_id" text NOT NULL,
	"class_id" text NOT NULL,
	CONSTRAINT "test_plan_class_plan_id_class_id_pk" PRIMARY KEY("plan_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "device_result" ADD COLUMN "measured_offset" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_plan_id_test_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."test_plan"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_device_result_id_device_result_id_fk" FOREIGN KEY ("device_result_id") REFERENCES "public"."device_result"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_entered_by_account_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_import_file_id_stored_file_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."stored_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result_correction" ADD CONSTRAINT "fitness_result_correction_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result_correction" ADD CONSTRAINT "fitness_result_correction_result_id_fitness_result_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."fitness_result"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_result_correction" ADD CONSTRAINT "fitness_result_correction_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan" ADD CONSTRAINT "test_plan_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_class" ADD CONSTRAINT "test_plan_class_plan_id_test_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."test_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_class" ADD CONSTRAINT "test_plan_class_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitness_result_plan_idx" ON "fitness_result" USING btree ("plan_id","class_id","item","score" DESC NULLS LAST,"id") WHERE "fitness_result"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "fitness_result_class_idx" ON "fitness_result" USING btree ("class_id","item","score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "fitness_result_student_idx" ON "fitness_result" USING btree ("student_id","item","measured_at");--> statement-breakpoint
CREATE INDEX "fitness_result_check_idx" ON "fitness_result" USING btree ("plan_id","class_id") WHERE "fitness_result"."needs_check";--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_result_reading_idx" ON "fitness_result" USING btree ("device_result_id");--> statement-breakpoint
CREATE INDEX "fitness_result_entered_by_idx" ON "fitness_result" USING btree ("entered_by") WHERE "fitness_result"."entered_by" is not null;--> statement-breakpoint
CREATE INDEX "fitness_result_import_file_idx" ON "fitness_result" USING btree ("import_file_id") WHERE "fitness_result"."import_file_id" is not null;--> statement-breakpoint
CREATE INDEX "fitness_result_tenant_idx" ON "fitness_result" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "fitness_result_correction_result_idx" ON "fitness_result_correction" USING btree ("result_id","created_at");--> statement-breakpoint
CREATE INDEX "fitness_result_correction_tenant_idx" ON "fitness_result_correction" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "test_plan_org_status_idx" ON "test_plan" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "test_plan_tenant_idx" ON "test_plan" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "test_plan_class_class_idx" ON "test_plan_class" USING btree ("class_id");--> statement-breakpoint
-- A reading placed on a student after it arrived (the student added, or given that number) is
-- scored by the gateway, never here: the statement that places it queues one job naming the
-- students it placed, committed or rolled back with it.
CREATE OR REPLACE FUNCTION "device_result_place_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH placed AS (
		UPDATE "device_result" r SET "student_id" = s."id"
		FROM added s
		WHERE r."student_id" IS NULL AND r."org_id" = s."org_id" AND r."student_number" = s."student_number"
		RETURNING r."student_id"
	)
	INSERT INTO "job" ("id", "kind", "payload")
	SELECT gen_random_uuid()::text, 'fitness.scorePlaced', jsonb_build_object('studentIds', jsonb_agg(DISTINCT "student_id"))
	FROM placed HAVING count(*) > 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_result_place_renumbered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH placed AS (
		UPDATE "device_result" r SET "student_id" = a."id"
		FROM after_rows a JOIN before_rows b ON b."id" = a."id"
		WHERE a."student_number" <> b."student_number"
			AND r."student_id" IS NULL AND r."org_id" = a."org_id" AND r."student_number" = a."student_number"
		RETURNING r."student_id"
	)
	INSERT INTO "job" ("id", "kind", "payload")
	SELECT gen_random_uuid()::text, 'fitness.scorePlaced', jsonb_build_object('studentIds', jsonb_agg(DISTINCT "student_id"))
	FROM placed HAVING count(*) > 0;
	RETURN NULL;
END;
$$;
