CREATE TABLE "physique_tally" (
	"org_id" text NOT NULL,
	"academic_year_id" text NOT NULL,
	"start_year" integer NOT NULL,
	"counts" jsonb,
	"changes" integer DEFAULT 1 NOT NULL,
	"computed_changes" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	CONSTRAINT "physique_tally_org_id_academic_year_id_pk" PRIMARY KEY("org_id","academic_year_id")
);
--> statement-breakpoint
ALTER TABLE "physique_tally" ADD CONSTRAINT "physique_tally_org_id_organisation_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physique_tally" ADD CONSTRAINT "physique_tally_academic_year_id_academic_year_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_year"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "physique_tally_stale_idx" ON "physique_tally" USING btree ("org_id") WHERE "physique_tally"."changes" <> "physique_tally"."computed_changes";--> statement-breakpoint
-- A school's physique year is marked changed in the statement that changes what it reads, by the
-- database, so that every writer (typed results, device intake, corrections, exemptions, plans and
-- their classes, students moving class) marks it, concurrent and future ones included. The mark is
-- a counter raised under the year row's lock: a recount that read the counter before a change it
-- could not see leaves the year behind its changes, and so counted again.
CREATE FUNCTION "physique_tally_touch"("orgs" text[], "years" text[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "physique_tally" ("org_id", "academic_year_id", "start_year")
	SELECT DISTINCT t."org_id", t."year_id", y."start_year"
	FROM unnest("orgs", "years") AS t("org_id", "year_id")
	JOIN "academic_year" y ON y."id" = t."year_id"
	ORDER BY 1, 2
	ON CONFLICT ("org_id", "academic_year_id") DO UPDATE SET "changes" = "physique_tally"."changes" + 1;
$$;--> statement-breakpoint
-- The national plans among `plans`, as the years to touch.
CREATE FUNCTION "physique_tally_touch_plans"("plans" text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	orgs text[];
	years text[];
BEGIN
	SELECT array_agg(p."org_id"), array_agg(p."academic_year_id") INTO orgs, years
	FROM "test_plan" p WHERE p."id" = ANY("plans") AND p."kind" = 'national';
	IF orgs IS NOT NULL THEN PERFORM "physique_tally_touch"(orgs, years); END IF;
END;
$$;--> statement-breakpoint
-- The national plans that take in any of `classes`: a student joining or leaving one changes its roll.
CREATE FUNCTION "physique_tally_touch_classes"("classes" text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "physique_tally_touch_plans"(ARRAY(SELECT DISTINCT pc."plan_id" FROM "test_plan_class" pc WHERE pc."class_id" = ANY("classes")));
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_rows_plans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "physique_tally_touch_plans"(ARRAY(SELECT DISTINCT "plan_id" FROM changed_rows WHERE "plan_id" IS NOT NULL));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_rows_plans_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "physique_tally_touch_plans"(ARRAY(
		SELECT "plan_id" FROM changed_rows WHERE "plan_id" IS NOT NULL
		UNION SELECT "plan_id" FROM before_rows WHERE "plan_id" IS NOT NULL
	));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_plans"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	orgs text[];
	years text[];
BEGIN
	SELECT array_agg("org_id"), array_agg("academic_year_id") INTO orgs, years
	FROM changed_rows WHERE "kind" = 'national';
	IF orgs IS NOT NULL THEN PERFORM "physique_tally_touch"(orgs, years); END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_plans_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	orgs text[];
	years text[];
BEGIN
	-- A plan's name or dates change nothing a year reads; its kind, year or deletion does.
	SELECT array_agg(o), array_agg(y) INTO orgs, years FROM (
		SELECT a."org_id" AS o, a."academic_year_id" AS y FROM changed_rows a JOIN before_rows b ON b."id" = a."id"
		WHERE (a."kind" = 'national' OR b."kind" = 'national') AND (a."kind" <> b."kind" OR a."academic_year_id" <> b."academic_year_id")
		UNION
		SELECT b."org_id", b."academic_year_id" FROM changed_rows a JOIN before_rows b ON b."id" = a."id"
		WHERE (a."kind" = 'national' OR b."kind" = 'national') AND (a."kind" <> b."kind" OR a."academic_year_id" <> b."academic_year_id")
	) touched;
	IF orgs IS NOT NULL THEN PERFORM "physique_tally_touch"(orgs, years); END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "physique_tally_touch_classes"(ARRAY(SELECT DISTINCT "class_id" FROM changed_rows WHERE "class_id" IS NOT NULL));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "physique_tally_students_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A move between classes changes two rolls; a change of sex, how the student is scored.
	PERFORM "physique_tally_touch_classes"(ARRAY(
		SELECT a."class_id" FROM changed_rows a JOIN before_rows b ON b."id" = a."id"
		WHERE a."class_id" IS DISTINCT FROM b."class_id" OR a."sex" <> b."sex" OR a."status" <> b."status"
		UNION
		SELECT b."class_id" FROM changed_rows a JOIN before_rows b ON b."id" = a."id"
		WHERE a."class_id" IS DISTINCT FROM b."class_id"
	));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "physique_tally_result_insert" AFTER INSERT ON "fitness_result" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_result_delete" AFTER DELETE ON "fitness_result" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_result_update" AFTER UPDATE ON "fitness_result" REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans_updated"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_exemption_insert" AFTER INSERT ON "test_plan_exemption" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_exemption_delete" AFTER DELETE ON "test_plan_exemption" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_exemption_update" AFTER UPDATE ON "test_plan_exemption" REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans_updated"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_plan_class_insert" AFTER INSERT ON "test_plan_class" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_plan_class_delete" AFTER DELETE ON "test_plan_class" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_rows_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_plan_insert" AFTER INSERT ON "test_plan" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_plan_delete" AFTER DELETE ON "test_plan" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_plans"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_plan_update" AFTER UPDATE ON "test_plan" REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_plans_updated"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_student_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_students"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_student_delete" AFTER DELETE ON "student" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_students"();--> statement-breakpoint
CREATE TRIGGER "physique_tally_student_update" AFTER UPDATE ON "student" REFERENCING OLD TABLE AS before_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "physique_tally_students_updated"();--> statement-breakpoint
-- The years with a national plan before this migration are counted by the first recount.
INSERT INTO "physique_tally" ("org_id", "academic_year_id", "start_year")
SELECT DISTINCT p."org_id", p."academic_year_id", y."start_year"
FROM "test_plan" p JOIN "academic_year" y ON y."id" = p."academic_year_id"
WHERE p."kind" = 'national'
ON CONFLICT DO NOTHING;
