-- A diploma verification code in the API's format (api/src/documents/verification-code.ts), for rows not
-- made by the API (seed, older rows): 'VLK-' and two groups of five from 23456789ABCDEFGHJKMNPQRSTVWXYZ.
CREATE OR REPLACE FUNCTION valik_verification_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  code text := '';
BEGIN
  FOR i IN 1..10 LOOP
    code := code || substr(alphabet, 1 + floor(random() * 30)::int, 1);
  END LOOP;
  RETURN 'VLK-' || substr(code, 1, 5) || '-' || substr(code, 6, 5);
END;
$$;
--> statement-breakpoint
CREATE TABLE "feedback_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cohort_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_valid" CHECK ("waitlist_entries"."status" IN ('WAITING', 'OFFERED', 'ACCEPTED', 'EXPIRED', 'LEFT')),
	CONSTRAINT "waitlist_entries_offer_complete" CHECK ("waitlist_entries"."status" <> 'OFFERED' OR ("waitlist_entries"."offered_at" IS NOT NULL AND "waitlist_entries"."offer_expires_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD COLUMN "access_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "diplomas" ADD COLUMN "verification_code" text DEFAULT valik_verification_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "diplomas" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_drafts" ADD CONSTRAINT "feedback_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_drafts" ADD CONSTRAINT "feedback_drafts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_drafts_user_id_cohort_id_key" ON "feedback_drafts" USING btree ("user_id","cohort_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("user_id","cohort_id") WHERE "waitlist_entries"."status" IN ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_cohort_id_status_idx" ON "waitlist_entries" USING btree ("cohort_id","status","joined_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_key" UNIQUE("calendar_token");--> statement-breakpoint
ALTER TABLE "diplomas" ADD CONSTRAINT "diplomas_verification_code_key" UNIQUE("verification_code");