CREATE TABLE "partner_oidc_attempt" (
	"state" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"sign_in_org_id" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner" DROP CONSTRAINT "partner_redirects_check";--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "protocol" text DEFAULT 'signedQuery' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "oidc_client_id" text;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "account_claim" text;--> statement-breakpoint
ALTER TABLE "partner_oidc_attempt" ADD CONSTRAINT "partner_oidc_attempt_partner_id_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_oidc_attempt_partner_idx" ON "partner_oidc_attempt" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_oidc_attempt_expiry_idx" ON "partner_oidc_attempt" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "partner" ADD CONSTRAINT "partner_protocol_check" CHECK (("partner"."protocol" = 'signedQuery' and "partner"."issuer" is null and "partner"."oidc_client_id" is null and "partner"."account_claim" is null) or ("partner"."protocol" = 'oidc' and "partner"."issuer" is not null and "partner"."oidc_client_id" is not null and "partner"."account_claim" in ('sub', 'preferred_username')));--> statement-breakpoint
ALTER TABLE "partner" ADD CONSTRAINT "partner_redirects_check" CHECK (case when "partner"."protocol" = 'oidc' then cardinality("partner"."redirect_uris") = 0 else cardinality("partner"."redirect_uris") between 1 and 5 end);