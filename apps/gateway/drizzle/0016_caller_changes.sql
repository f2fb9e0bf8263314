-- Gateways remember a signed-in caller (session, account, organisation, role and the menus it grants)
-- for a few seconds. A change to any of these tables tells every gateway listening on the channel
-- `callers_changed` to forget what it remembers, whichever gateway made the change. The notice is
-- sent when the change commits (never for a change rolled back), and several in one transaction
-- arrive as one.
CREATE FUNCTION "notify_callers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('callers_changed', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session is never remembered before it is read, so sessions notify on change and removal only;
-- a new account is in no remembered answer either. Grants and roles change in every way.
CREATE TRIGGER "session_callers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
--> statement-breakpoint
CREATE TRIGGER "account_callers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "account"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
--> statement-breakpoint
CREATE TRIGGER "organisation_callers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "organisation"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_callers_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "role"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
--> statement-breakpoint
CREATE TRIGGER "account_role_callers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_role"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
--> statement-breakpoint
CREATE TRIGGER "role_menu_callers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_menu"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_callers_changed"();
