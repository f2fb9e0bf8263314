CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_state_check" CHECK ("job"."state" in ('waiting', 'running', 'done', 'failed')),
	CONSTRAINT "job_attempts_check" CHECK ("job"."attempts" >= 0 and "job"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_key_idx" ON "job" USING btree ("key");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."state" in ('waiting', 'running');--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("finished_at");