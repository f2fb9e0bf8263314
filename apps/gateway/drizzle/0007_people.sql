CREATE TABLE "citizen" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"mobile" text NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_sex_check" CHECK ("citizen"."sex" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "parent" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"person_id" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_sex_check" CHECK ("parent"."sex" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "student" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"class_id" text NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"student_number" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"nation" text DEFAULT '01' NOT NULL,
	"birth_date" date,
	"face_photo_id" text,
	"academic_year_id" text,
	"semester_code" smallint,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_sex_check" CHECK ("student"."sex" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "student_parent" (
	"student_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"relationship" text NOT NULL,
	"sort_num" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "student_parent_student_id_parent_id_pk" PRIMARY KEY("student_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "teacher" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"account_id" text NOT NULL,
	"sex" text DEFAULT 'male' NOT NULL,
	"employee_number" text DEFAULT '' NOT NULL,
	"id_card" text DEFAULT '' NOT NULL,
	"certificate_type" text DEFAULT '' NOT NULL,
	"certificate_number" text DEFAULT '' NOT NULL,
	"face_photo_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_class" (
	"teacher_id" text NOT NULL,
	"class_id" text NOT NULL,
	CONSTRAINT "teacher_class_teacher_id_class_id_pk" PRIMARY KEY("teacher_id","class_id")
);
--> statement-breakpoint
DROP INDEX "school_class_grade_code_idx";--> statement-breakpoint
ALTER TABLE "school_class" ADD COLUMN "college_id" text;--> statement-breakpoint
ALTER TABLE "school_class" ADD COLUMN "major_id" text;--> statement-breakpoint
ALTER TABLE "citizen" ADD CONSTRAINT "citizen_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent" ADD CONSTRAINT "parent_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent" ADD CONSTRAINT "parent_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student" ADD CONSTRAINT "student_academic_year_id_academic_year_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_year"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_parent" ADD CONSTRAINT "student_parent_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_parent" ADD CONSTRAINT "student_parent_parent_id_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher" ADD CONSTRAINT "teacher_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher" ADD CONSTRAINT "teacher_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_class" ADD CONSTRAINT "teacher_class_teacher_id_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_class" ADD CONSTRAINT "teacher_class_class_id_school_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citizen_org_mobile_idx" ON "citizen" USING btree ("org_id","mobile");--> statement-breakpoint
CREATE INDEX "citizen_tenant_idx" ON "citizen" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_org_mobile_idx" ON "parent" USING btree ("org_id","mobile");--> statement-breakpoint
CREATE INDEX "parent_tenant_idx" ON "parent" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_org_number_idx" ON "student" USING btree ("org_id","student_number");--> statement-breakpoint
CREATE INDEX "student_class_idx" ON "student" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "student_tenant_idx" ON "student" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "student_parent_parent_idx" ON "student_parent" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_account_idx" ON "teacher" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_org_employee_idx" ON "teacher" USING btree ("org_id","employee_number") WHERE "teacher"."employee_number" <> '';--> statement-breakpoint
CREATE INDEX "teacher_tenant_idx" ON "teacher" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "teacher_class_class_idx" ON "teacher_class" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_college_id_college_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."college"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_major_id_major_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."major"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_class_grade_code_idx" ON "school_class" USING btree ("grade_id","code") WHERE "school_class"."status" <> 'graduated';