CREATE TABLE "device" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"mac_address" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"focus_mode" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_serial_check" CHECK ("device"."serial_number" ~ '^[A-Z0-9_-]{4,64}$'),
	CONSTRAINT "device_mac_check" CHECK ("device"."mac_address" ~ '^([0-9A-F]{2}:){5}[0-9A-F]{2}$'),
	CONSTRAINT "device_status_check" CHECK ("device"."status" in ('enabled', 'disabled')),
	CONSTRAINT "device_parent_check" CHECK ("device"."parent_id" is null or "device"."parent_id" <> "device"."id")
);
--> statement-breakpoint
CREATE TABLE "venue" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_code_check" CHECK ("venue"."code" ~ '^[0-9]{2}$'),
	CONSTRAINT "venue_type_check" CHECK ("venue"."type" in ('playground', 'gymnasium', 'classroom', 'track', 'other')),
	CONSTRAINT "venue_capacity_check" CHECK ("venue"."capacity" between 0 and 100000),
	CONSTRAINT "venue_status_check" CHECK ("venue"."status" in ('enabled', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_parent_id_device_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue" ADD CONSTRAINT "venue_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_serial_idx" ON "device" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "device_mac_idx" ON "device" USING btree ("mac_address");--> statement-breakpoint
CREATE UNIQUE INDEX "device_token_idx" ON "device" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_org_idx" ON "device" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "device_venue_idx" ON "device" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "device_parent_idx" ON "device" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_org_code_idx" ON "venue" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "venue_tenant_idx" ON "venue" USING btree ("tenant_org_id");