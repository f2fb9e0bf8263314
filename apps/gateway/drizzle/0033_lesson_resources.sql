CREATE TABLE "resumable_upload" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploader_account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"sniffed_type" text,
	"offset" integer DEFAULT 0 NOT NULL,
	"chunk_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resumable_upload_length_check" CHECK ("resumable_upload"."length" > 0),
	CONSTRAINT "resumable_upload_offset_check" CHECK ("resumable_upload"."offset" >= 0 and "resumable_upload"."offset" <= "resumable_upload"."length")
);
--> statement-breakpoint
CREATE TABLE "lesson_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"grade_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"cover_id" text,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'own' NOT NULL,
	CONSTRAINT "lesson_resource_kind_check" CHECK ("lesson_resource"."kind" in ('video', 'audio', 'document', 'images')),
	CONSTRAINT "lesson_resource_visibility_check" CHECK ("lesson_resource"."visibility" in ('own', 'shared'))
);
--> statement-breakpoint
CREATE TABLE "lesson_resource_file" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumable_upload" ADD CONSTRAINT "resumable_upload_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_upload" ADD CONSTRAINT "resumable_upload_uploader_account_id_account_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resource" ADD CONSTRAINT "lesson_resource_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resource" ADD CONSTRAINT "lesson_resource_cover_id_stored_file_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resource_file" ADD CONSTRAINT "lesson_resource_file_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resource_file" ADD CONSTRAINT "lesson_resource_file_resource_id_lesson_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."lesson_resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resource_file" ADD CONSTRAINT "lesson_resource_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_upload_expires_idx" ON "resumable_upload" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "resumable_upload_tenant_idx" ON "resumable_upload" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "lesson_resource_org_created_idx" ON "lesson_resource" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_resource_tenant_idx" ON "lesson_resource" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_resource_file_idx" ON "lesson_resource_file" USING btree ("resource_id","file_id");--> statement-breakpoint
CREATE INDEX "lesson_resource_file_file_idx" ON "lesson_resource_file" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "lesson_resource_file_tenant_idx" ON "lesson_resource_file" USING btree ("tenant_org_id");