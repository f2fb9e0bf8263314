CREATE TABLE "import_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"account_id" text NOT NULL,
	"phase" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_progress_phase_check" CHECK ("import_progress"."phase" in ('checking', 'writing', 'done'))
);
--> statement-breakpoint
ALTER TABLE "import_progress" ADD CONSTRAINT "import_progress_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_progress_updated_idx" ON "import_progress" USING btree ("updated_at");