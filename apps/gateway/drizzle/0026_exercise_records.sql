CREATE TABLE "exercise_record" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" text NOT NULL,
	"class_id" text,
	"grade_key" text,
	"kind" text NOT NULL,
	"count" integer,
	"distance" numeric(9, 1),
	"duration_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"batch_ref" text,
	"seq" integer,
	"device_serial" text,
	CONSTRAINT "exercise_record_duration_check" CHECK ("exercise_record"."duration_seconds" between 1 and 86400),
	CONSTRAINT "exercise_record_source_check" CHECK (("exercise_record"."source" = 'device' and "exercise_record"."batch_ref" is not null and "exercise_record"."device_serial" is not null)
        or ("exercise_record"."source" = 'app'))
);
--> statement-breakpoint
ALTER TABLE "exercise_record" ADD CONSTRAINT "exercise_record_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_record" ADD CONSTRAINT "exercise_record_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_record" ADD CONSTRAINT "exercise_record_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_record" ADD CONSTRAINT "exercise_record_batch_ref_device_batch_id_fk" FOREIGN KEY ("batch_ref") REFERENCES "public"."device_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_record_org_idx" ON "exercise_record" USING btree ("org_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "exercise_record_class_idx" ON "exercise_record" USING btree ("class_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exercise_record_student_idx" ON "exercise_record" USING btree ("student_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_record_batch_seq_idx" ON "exercise_record" USING btree ("batch_ref","seq");--> statement-breakpoint
CREATE INDEX "exercise_record_tenant_idx" ON "exercise_record" USING btree ("tenant_org_id");