CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer,
	"school_id" integer,
	"checkout_id" integer,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_state" text DEFAULT 'REQUESTED' NOT NULL,
	"refund_sent_at" timestamp with time zone,
	"refund_arrived_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_key" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_refund_state_valid" CHECK ("credit_notes"."refund_state" IN ('NONE', 'REQUESTED', 'SENT', 'ARRIVED'))
);
--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD COLUMN "pass_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "refund_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_user_id_idx" ON "credit_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_notes_school_id_idx" ON "credit_notes" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_checkout_key" ON "credit_notes" USING btree ("checkout_id") WHERE "credit_notes"."checkout_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD CONSTRAINT "cohort_participants_pass_subscription_id_subscriptions_id_fk" FOREIGN KEY ("pass_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_participants_pass_subscription_id_idx" ON "cohort_participants" USING btree ("pass_subscription_id");--> statement-breakpoint
-- A registration a pass paid for had a 0,00 € invoice of its own; from now on the pass is named on the
-- registration and nothing is invoiced at zero. Those earlier zero invoices stay (their numbers were issued)
-- but no longer stand for the registration.
UPDATE "cohort_participants" AS p SET "pass_subscription_id" = (i."metadata"->>'pass_subscription_id')::integer, "invoice_id" = NULL
FROM "invoices" AS i
WHERE i."id" = p."invoice_id" AND i."amount" = 0 AND i."school_id" IS NULL AND (i."metadata"->>'pass_subscription_id') ~ '^[0-9]+$'
  AND EXISTS (SELECT 1 FROM "subscriptions" AS s WHERE s."id" = (i."metadata"->>'pass_subscription_id')::integer);
