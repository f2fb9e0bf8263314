CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"current_role_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_role" (
	"account_id" text NOT NULL,
	"role_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	CONSTRAINT "account_role_account_id_role_id_pk" PRIMARY KEY("account_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"random_str" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" text PRIMARY KEY NOT NULL,
	"frame" text NOT NULL,
	"pid" text NOT NULL,
	"menu_type" text NOT NULL,
	"menu_path" text DEFAULT '' NOT NULL,
	"permission" text DEFAULT '' NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en_us" text NOT NULL,
	"screen_status" text DEFAULT 'planned' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_org_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"platform_name" text,
	"icon" text,
	"login_img" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" text PRIMARY KEY NOT NULL,
	"account_num" text NOT NULL,
	"mobile" text,
	"name" text NOT NULL,
	"avatar" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu" (
	"role_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	CONSTRAINT "role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"person_id" text NOT NULL,
	"account_id" text,
	"role_id" text,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_role" ADD CONSTRAINT "account_role_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_role" ADD CONSTRAINT "account_role_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role" ADD CONSTRAINT "role_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menu" ADD CONSTRAINT "role_menu_menu_id_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menu"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_person_org_idx" ON "account" USING btree ("person_id","org_id");--> statement-breakpoint
CREATE INDEX "account_tenant_idx" ON "account" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "menu_frame_idx" ON "menu" USING btree ("frame");--> statement-breakpoint
CREATE INDEX "organisation_tenant_idx" ON "organisation" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "organisation_parent_idx" ON "organisation" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_account_num_idx" ON "person" USING btree (lower("account_num"));--> statement-breakpoint
CREATE UNIQUE INDEX "person_mobile_idx" ON "person" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "role_org_idx" ON "role" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_org_name_idx" ON "role" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "session_access_idx" ON "session" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "session_refresh_idx" ON "session" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "session_family_idx" ON "session" USING btree ("family");