CREATE TABLE "mobile_login" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text,
	"person_id" text,
	"password_hash" text,
	"activation_hash" text,
	"activation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_login_owner_check" CHECK (("mobile_login"."student_id" is null) <> ("mobile_login"."person_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mobile_session" (
	"id" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "test_plan_booking_slot_class_idx";--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD COLUMN "student_id" text;--> statement-breakpoint
ALTER TABLE "mobile_login" ADD CONSTRAINT "mobile_login_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_login" ADD CONSTRAINT "mobile_login_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_session" ADD CONSTRAINT "mobile_session_login_id_mobile_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."mobile_login"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_login_student_idx" ON "mobile_login" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_login_person_idx" ON "mobile_login" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_login_activation_idx" ON "mobile_login" USING btree ("activation_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "mobile_session_token_idx" ON "mobile_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mobile_session_login_idx" ON "mobile_session" USING btree ("login_id");--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_student_id_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."student"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_plan_booking_slot_student_idx" ON "test_plan_booking" USING btree ("slot_id","student_id") WHERE "test_plan_booking"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "test_plan_booking_student_idx" ON "test_plan_booking" USING btree ("student_id") WHERE "test_plan_booking"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_plan_booking_slot_class_idx" ON "test_plan_booking" USING btree ("slot_id","class_id") WHERE "test_plan_booking"."student_id" is null;--> statement-breakpoint
ALTER TABLE "test_plan_booking" ADD CONSTRAINT "test_plan_booking_student_size_check" CHECK ("test_plan_booking"."student_id" is null or "test_plan_booking"."size" = 1);