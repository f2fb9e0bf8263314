CREATE TABLE "test_plan_exemption" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" text NOT NULL,
	"student_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"account_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_plan_exemption_reason_check" CHECK ("test_plan_exemption"."reason" in ('illness', 'injury', 'disability', 'other'))
);
--> statement-breakpoint
ALTER TABLE "test_plan_exemption" ADD CONSTRAINT "test_plan_exemption_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_exemption" ADD CONSTRAINT "test_plan_exemption_plan_id_test_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."test_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_exemption" ADD CONSTRAINT "test_plan_exemption_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_plan_exemption" ADD CONSTRAINT "test_plan_exemption_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_plan_exemption_plan_student_idx" ON "test_plan_exemption" USING btree ("plan_id","student_id");--> statement-breakpoint
CREATE INDEX "test_plan_exemption_student_idx" ON "test_plan_exemption" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "test_plan_exemption_tenant_idx" ON "test_plan_exemption" USING btree ("tenant_org_id");