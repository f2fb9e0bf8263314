CREATE TABLE "partner" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"tenant_org_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"org_ids" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "partner_redirects_check" CHECK (cardinality("partner"."redirect_uris") between 1 and 5),
	CONSTRAINT "partner_orgs_check" CHECK (cardinality("partner"."org_ids") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "partner_nonce" (
	"partner_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_nonce_partner_id_nonce_pk" PRIMARY KEY("partner_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "partner" ADD CONSTRAINT "partner_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_nonce" ADD CONSTRAINT "partner_nonce_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_client_idx" ON "partner" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "partner_org_idx" ON "partner" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "partner_tenant_idx" ON "partner" USING btree ("tenant_org_id");--> statement-breakpoint
CREATE INDEX "partner_nonce_expiry_idx" ON "partner_nonce" USING btree ("expires_at");