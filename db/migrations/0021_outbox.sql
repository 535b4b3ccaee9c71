-- One outbox for every consequence of a commit (issue 25, ADR 024). It replaces the e-mail outbox of ADR
-- 011 (stamps in activity_log.metadata): notices not mailed yet and refunds still DUE move into it, so
-- nothing pending is lost or sent twice by the change.
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"activity_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"idempotency_key" text DEFAULT ('outbox-' || gen_random_uuid()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" IN ('PENDING', 'DELIVERED', 'DEAD', 'DISCARDED')),
	CONSTRAINT "outbox_attempts_not_negative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
DROP INDEX "activity_log_mail_pending_idx";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_activity_id_activity_log_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "outbox_open_idx" ON "outbox" USING btree ("status","id") WHERE "outbox"."status" IN ('PENDING', 'DEAD');--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_activity_id_idx" ON "outbox" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "outbox_user_id_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emails_idempotency_key_key" ON "emails" USING btree ("idempotency_key");--> statement-breakpoint
INSERT INTO "outbox" ("kind", "payload", "user_id", "activity_id", "attempts", "created_at")
  SELECT 'MAIL', jsonb_build_object('notice', "metadata"->>'mail'), "user_id", "id",
         coalesce(("metadata"->>'mail_attempts')::int, 0), "created_at"
  FROM "activity_log"
  WHERE ("metadata" ? 'mail') AND NOT ("metadata" ? 'emailed_at')
  ORDER BY "id";--> statement-breakpoint
INSERT INTO "outbox" ("kind", "payload", "user_id")
  SELECT 'REFUND', jsonb_build_object('checkout_id', "id"), "user_id"
  FROM "payment_checkouts"
  WHERE "refund_status" = 'DUE'
  ORDER BY "id";--> statement-breakpoint
-- A new entry wakes the dispatcher of every replica LISTENing (api/src/outbox/wake.ts). PostgreSQL delivers
-- it only when the transaction commits, once per transaction (one statement-level notice, no payload).
CREATE FUNCTION "valik_outbox_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('valik_outbox', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "outbox_added" AFTER INSERT ON "outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "valik_outbox_added"();
