ALTER TYPE "public"."activity_type" ADD VALUE 'OUTBOX_RETRIED';--> statement-breakpoint
ALTER TYPE "public"."activity_type" ADD VALUE 'OUTBOX_DISCARDED';