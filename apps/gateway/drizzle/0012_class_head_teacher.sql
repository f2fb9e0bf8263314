ALTER TABLE "school_class" ADD COLUMN "head_teacher_id" text;--> statement-breakpoint
ALTER TABLE "school_class" ADD CONSTRAINT "school_class_head_teacher_id_teacher_id_fk" FOREIGN KEY ("head_teacher_id") REFERENCES "public"."teacher"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The head teacher was a name: it becomes the teacher of the class's organisation with that name when
-- exactly one has it; an ambiguous or unknown name leaves the class without one.
UPDATE "school_class" SET "head_teacher_id" = (
	SELECT min("teacher"."id") FROM "teacher"
	INNER JOIN "account" ON "account"."id" = "teacher"."account_id"
	INNER JOIN "person" ON "person"."id" = "account"."person_id"
	WHERE "teacher"."org_id" = "school_class"."org_id" AND "person"."name" = btrim("school_class"."head_teacher_name")
	HAVING count(*) = 1
) WHERE btrim("school_class"."head_teacher_name") <> '';--> statement-breakpoint
ALTER TABLE "school_class" DROP COLUMN "head_teacher_name";
