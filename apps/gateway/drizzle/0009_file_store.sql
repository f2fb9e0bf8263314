CREATE TABLE "stored_file_deletion" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_size_check";--> statement-breakpoint
ALTER TABLE "stored_file" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_file_storage_key_idx" ON "stored_file" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_content_check" CHECK ("stored_file"."storage_key" is not null or "stored_file"."bytes" is not null);--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_size_check" CHECK ("stored_file"."size" >= 0 and ("stored_file"."bytes" is null or "stored_file"."size" = octet_length("stored_file"."bytes")));--> statement-breakpoint
CREATE FUNCTION "stored_file_queue_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stored_file_deletion" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stored_file_deletion_queue" AFTER DELETE ON "stored_file" FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL) EXECUTE FUNCTION "stored_file_queue_deletion"();--> statement-breakpoint
CREATE TRIGGER "stored_file_key_change_queue" AFTER UPDATE OF "storage_key" ON "stored_file" FOR EACH ROW WHEN (OLD."storage_key" IS NOT NULL AND OLD."storage_key" IS DISTINCT FROM NEW."storage_key") EXECUTE FUNCTION "stored_file_queue_deletion"();
