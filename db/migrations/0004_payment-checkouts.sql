CREATE TABLE "payment_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"cohort_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"participant_id" integer,
	"invoice_id" integer,
	"provider" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_status" text DEFAULT 'NONE' NOT NULL,
	"refund_reason" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_checkouts_public_id_key" UNIQUE("public_id"),
	CONSTRAINT "payment_checkouts_amount_positive" CHECK ("payment_checkouts"."amount" > 0),
	CONSTRAINT "payment_checkouts_refund_amount_valid" CHECK ("payment_checkouts"."refund_amount" >= 0 AND "payment_checkouts"."refund_amount" <= "payment_checkouts"."amount"),
	CONSTRAINT "payment_checkouts_status_valid" CHECK ("payment_checkouts"."status" IN ('OPEN', 'PROCESSING', 'PAID', 'FAILED', 'EXPIRED')),
	CONSTRAINT "payment_checkouts_refund_status_valid" CHECK ("payment_checkouts"."refund_status" IN ('NONE', 'DUE', 'REFUNDED')),
	CONSTRAINT "payment_checkouts_provider_valid" CHECK ("payment_checkouts"."provider" IN ('STRIPE', 'MONTONIO')),
	CONSTRAINT "payment_checkouts_purpose_valid" CHECK ("payment_checkouts"."purpose" IN ('REGISTRATION', 'INVOICE'))
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_participant_id_cohort_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."cohort_participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_live_key" ON "payment_checkouts" USING btree ("user_id","cohort_id") WHERE "payment_checkouts"."status" IN ('OPEN', 'PROCESSING');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_provider_session_key" ON "payment_checkouts" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_cohort_hold_idx" ON "payment_checkouts" USING btree ("cohort_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_checkouts_user_id_idx" ON "payment_checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_participant_id_idx" ON "payment_checkouts" USING btree ("participant_id");