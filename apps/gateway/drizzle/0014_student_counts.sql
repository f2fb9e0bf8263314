-- The students of a class in the order the list shows them, so a page of one class is read off the index.
DROP INDEX "student_class_idx";--> statement-breakpoint
CREATE INDEX "student_class_idx" ON "student" USING btree ("class_id","student_number","id");--> statement-breakpoint
-- A class's student count is kept by the database, in the statement that moves its students: any
-- write (a form, an import, a future sync) keeps it right, concurrent ones included, since each adds
-- to the count under the class row's lock rather than recounting what it can see. The lists page
-- and total students by these counts instead of counting the students on every page.
CREATE FUNCTION "student_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "school_class" c SET "student_count" = c."student_count" + n.k
	FROM (SELECT "class_id", count(*)::int AS k FROM added GROUP BY "class_id") n
	WHERE c."id" = n."class_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "student_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "school_class" c SET "student_count" = c."student_count" - n.k
	FROM (SELECT "class_id", count(*)::int AS k FROM removed GROUP BY "class_id") n
	WHERE c."id" = n."class_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "student_count_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "school_class" c SET "student_count" = c."student_count" + n.k
	FROM (
		SELECT "class_id", sum(k)::int AS k FROM (
			SELECT a."class_id", 1 AS k FROM after_rows a JOIN before_rows b ON b."id" = a."id" WHERE a."class_id" <> b."class_id"
			UNION ALL
			SELECT b."class_id", -1 AS k FROM after_rows a JOIN before_rows b ON b."id" = a."id" WHERE a."class_id" <> b."class_id"
		) moves GROUP BY "class_id"
	) n
	WHERE c."id" = n."class_id" AND n.k <> 0;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "student_count_insert" AFTER INSERT ON "student" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "student_count_added"();--> statement-breakpoint
CREATE TRIGGER "student_count_delete" AFTER DELETE ON "student" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "student_count_removed"();--> statement-breakpoint
CREATE TRIGGER "student_count_update" AFTER UPDATE ON "student" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "student_count_moved"();--> statement-breakpoint
-- Counts kept by the gateway until now are made exact once.
UPDATE "school_class" c SET "student_count" = (SELECT count(*)::int FROM "student" s WHERE s."class_id" = c."id");
