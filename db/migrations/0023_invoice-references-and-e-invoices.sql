ALTER TYPE "public"."activity_type" ADD VALUE 'INVOICE_PAID';--> statement-breakpoint
CREATE TABLE "dev_einvoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_einvoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_guid" text,
	"legal_entity_id" integer NOT NULL,
	"receiver_scheme" text NOT NULL,
	"receiver_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "registry_code" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "einvoice_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reference_number" text;--> statement-breakpoint
-- Every invoice made before gets its reference: its number's digits (leading zeros dropped, at most 19)
-- and the 7-3-1 check digit, as @valik/domain invoiceReferenceNumber computes it for new ones.
UPDATE "invoices" AS i SET "reference_number" = b.base || ((10 - (
  SELECT sum(substr(reverse(b.base), k, 1)::int * (ARRAY[7, 3, 1])[((k - 1) % 3) + 1]) FROM generate_series(1, length(b.base)) AS k
) % 10) % 10)::text
FROM (
  SELECT "id", coalesce(nullif(right(ltrim(regexp_replace("invoice_id", '[^0-9]', '', 'g'), '0'), 19), ''), "id"::text) AS base FROM "invoices"
) AS b
WHERE b."id" = i."id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "reference_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE INDEX "dev_einvoices_created_at_idx" ON "dev_einvoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_einvoices_idempotency_guid_key" ON "dev_einvoices" USING btree ("idempotency_guid");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reference_number_key" UNIQUE("reference_number");