CREATE TABLE "banner" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banner_period_check" CHECK ("banner"."start_date" <= "banner"."end_date"),
	CONSTRAINT "banner_link_check" CHECK ("banner"."link" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "resource_category" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_image_id_stored_file_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_category" ADD CONSTRAINT "resource_category_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_category" ADD CONSTRAINT "resource_category_parent_id_resource_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_org_sort_idx" ON "banner" USING btree ("org_id","sort_num");--> statement-breakpoint
CREATE INDEX "banner_tenant_idx" ON "banner" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_category_sibling_name_idx" ON "resource_category" USING btree ("org_id",coalesce("parent_id", ''),"name");--> statement-breakpoint
CREATE INDEX "resource_category_parent_idx" ON "resource_category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resource_category_tenant_idx" ON "resource_category" USING btree ("tenant_org_id");