CREATE TABLE "college" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_code_check" CHECK ("college"."code" ~ '^[0-9]{2}$'),
	CONSTRAINT "college_sort_check" CHECK ("college"."sort_num" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_code_check" CHECK ("department"."code" ~ '^[0-9]{2}$'),
	CONSTRAINT "department_sort_check" CHECK ("department"."sort_num" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "department_member" (
	"account_id" text PRIMARY KEY NOT NULL,
	"department_id" text NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"college_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"study_years" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "major_code_check" CHECK ("major"."code" ~ '^[A-Z0-9]{2,6}$'),
	CONSTRAINT "major_study_years_check" CHECK ("major"."study_years" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "college" ADD CONSTRAINT "college_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college" ADD CONSTRAINT "college_parent_id_college_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."college"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_parent_id_department_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_member" ADD CONSTRAINT "department_member_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_member" ADD CONSTRAINT "department_member_department_id_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_member" ADD CONSTRAINT "department_member_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major" ADD CONSTRAINT "major_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major" ADD CONSTRAINT "major_college_id_college_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."college"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "college_sibling_code_idx" ON "college" USING btree ("org_id",coalesce("parent_id", ''),"code");--> statement-breakpoint
CREATE INDEX "college_org_idx" ON "college" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "college_parent_idx" ON "college" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_sibling_code_idx" ON "department" USING btree ("org_id",coalesce("parent_id", ''),"code");--> statement-breakpoint
CREATE INDEX "department_org_idx" ON "department" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "department_parent_idx" ON "department" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "department_member_department_idx" ON "department_member" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "major_org_code_idx" ON "major" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "major_college_idx" ON "major" USING btree ("college_id");