CREATE TABLE "scoring_sweep" (
	"version" text PRIMARY KEY NOT NULL,
	"after_id" text DEFAULT '' NOT NULL,
	"passes" smallint DEFAULT 0 NOT NULL,
	"rescored" integer DEFAULT 0 NOT NULL,
	"pass_finished_at" timestamp with time zone
);
