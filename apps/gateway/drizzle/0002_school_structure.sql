CREATE TABLE "academic_year" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"start_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"kind" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_class" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"grade_id" text NOT NULL,
	"academic_year_id" text,
	"name" text NOT NULL,
	"code" smallint NOT NULL,
	"size" smallint DEFAULT 0 NOT NULL,
	"head_teacher_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"student_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_class_code_check" CHECK ("school_class"."code" between 1 and 99),
	CONSTRAINT "school_class_size_check" CHECK ("school_class"."size" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "semester" (
	"id" text PRIMARY KEY NOT NULL,
	"academic_year_id" text NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"code" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "semester_code_check" CHECK ("semester"."code" in (11, 13)),
	CONSTRAINT "semester_dates_check" CHECK ("semester"."start_date" < "semester"."end_date")
);
--> statement-breakpoint
ALTER TABLE "academic_year" ADD CONSTRAINT "academic_year_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_grade_id_grade_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_academic_year_id_academic_year_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_year"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_academic_year_id_academic_year_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_year"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_year_org_start_idx" ON "academic_year" USING btree ("org_id","start_year");--> statement-breakpoint
CREATE INDEX "academic_year_tenant_idx" ON "academic_year" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grade_org_level_idx" ON "grade" USING btree ("org_id","kind","level");--> statement-breakpoint
CREATE INDEX "grade_tenant_idx" ON "grade" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_class_grade_code_idx" ON "school_class" USING btree ("grade_id","code");--> statement-breakpoint
CREATE INDEX "school_class_org_idx" ON "school_class" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "school_class_year_idx" ON "school_class" USING btree ("academic_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_year_code_idx" ON "semester" USING btree ("academic_year_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_org_current_idx" ON "semester" USING btree ("org_id") WHERE "semester"."is_current";--> statement-breakpoint
CREATE INDEX "semester_org_idx" ON "semester" USING btree ("org_id");