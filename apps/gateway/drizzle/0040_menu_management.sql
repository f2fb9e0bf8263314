CREATE TABLE "menu_removed" (
	"id" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "icon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "origin" text DEFAULT 'catalogue' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "operator_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_origin_check" CHECK ("menu"."origin" in ('catalogue', 'operator'));