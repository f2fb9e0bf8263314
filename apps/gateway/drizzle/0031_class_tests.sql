CREATE TABLE "class_test" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"class_id" text,
	"grade_key" text,
	"teacher_id" text,
	"title" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"device_serial" text NOT NULL,
	"batch_ref" text NOT NULL,
	"class_size" integer NOT NULL,
	CONSTRAINT "class_test_times_check" CHECK ("class_test"."started_at" <= "class_test"."ended_at"),
	CONSTRAINT "class_test_size_check" CHECK ("class_test"."class_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fitness_result" ADD COLUMN "class_test_id" text;--> statement-breakpoint
ALTER TABLE "class_test" ADD CONSTRAINT "class_test_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test" ADD CONSTRAINT "class_test_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test" ADD CONSTRAINT "class_test_teacher_id_account_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_test" ADD CONSTRAINT "class_test_batch_ref_device_batch_id_fk" FOREIGN KEY ("batch_ref") REFERENCES "public"."device_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_test_org_idx" ON "class_test" USING btree ("org_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "class_test_class_idx" ON "class_test" USING btree ("class_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "class_test_batch_class_idx" ON "class_test" USING btree ("batch_ref","class_id");--> statement-breakpoint
CREATE INDEX "class_test_teacher_idx" ON "class_test" USING btree ("teacher_id") WHERE "class_test"."teacher_id" is not null;--> statement-breakpoint
CREATE INDEX "class_test_tenant_idx" ON "class_test" USING btree ("tenant_org_id");--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_class_test_id_class_test_id_fk" FOREIGN KEY ("class_test_id") REFERENCES "public"."class_test"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitness_result_class_test_idx" ON "fitness_result" USING btree ("class_test_id","student_id") WHERE "fitness_result"."class_test_id" is not null;--> statement-breakpoint
ALTER TABLE "fitness_result" ADD CONSTRAINT "fitness_result_class_test_plan_check" CHECK ("fitness_result"."class_test_id" is null or "fitness_result"."plan_id" is null);