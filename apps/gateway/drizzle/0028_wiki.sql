CREATE TABLE "wiki_article" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "wiki_article_status_check" CHECK ("wiki_article"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "wiki_article_file" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"article_id" text NOT NULL,
	"file_id" text NOT NULL,
	"role" text NOT NULL,
	"sort_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wiki_article_file_role_check" CHECK ("wiki_article_file"."role" in ('image', 'attachment'))
);
--> statement-breakpoint
ALTER TABLE "wiki_article" ADD CONSTRAINT "wiki_article_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_article" ADD CONSTRAINT "wiki_article_category_id_resource_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."resource_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_article_file" ADD CONSTRAINT "wiki_article_file_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_article_file" ADD CONSTRAINT "wiki_article_file_article_id_wiki_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."wiki_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_article_file" ADD CONSTRAINT "wiki_article_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wiki_article_org_created_idx" ON "wiki_article" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "wiki_article_category_idx" ON "wiki_article" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wiki_article_grams_idx" ON "wiki_article" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "wiki_article_tenant_idx" ON "wiki_article" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wiki_article_file_idx" ON "wiki_article_file" USING btree ("article_id","file_id");--> statement-breakpoint
CREATE INDEX "wiki_article_file_tenant_idx" ON "wiki_article_file" USING btree ("tenant_org_id");