ALTER TYPE "public"."activity_type" ADD VALUE 'DISCORD_CONNECTED';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'DISCORD_DISCONNECTED';--> statement-breakpoint
CREATE TABLE "cohort_discord_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohort_discord_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cohort_id" integer NOT NULL,
	"user_id" integer,
	"discord_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_discord_members_cohort_discord_user_key" UNIQUE("cohort_id","discord_user_id")
);
--> statement-breakpoint
CREATE TABLE "integration_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cohort_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_syncs_cohort_id_kind_key" UNIQUE("cohort_id","kind"),
	CONSTRAINT "integration_syncs_kind_valid" CHECK ("integration_syncs"."kind" IN ('DISCORD', 'LMS'))
);
--> statement-breakpoint
DROP INDEX "users_discord_user_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discord_username" text;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD COLUMN "progress_source" text;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD COLUMN "progress_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "discord_role_id" text;--> statement-breakpoint
ALTER TABLE "cohort_discord_members" ADD CONSTRAINT "cohort_discord_members_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_discord_members" ADD CONSTRAINT "cohort_discord_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_syncs" ADD CONSTRAINT "integration_syncs_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_discord_members_user_id_idx" ON "cohort_discord_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "integration_syncs_failing_idx" ON "integration_syncs" USING btree ("kind") WHERE "integration_syncs"."last_error" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_user_id_key" ON "users" USING btree ("discord_user_id");--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD CONSTRAINT "cohort_progress_source_valid" CHECK ("cohort_progress"."progress_source" IN ('LMS', 'TEACHER'));