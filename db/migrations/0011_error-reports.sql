CREATE TABLE "error_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project" integer NOT NULL,
	"app" text,
	"item_type" text NOT NULL,
	"event_id" text,
	"level" text,
	"title" text,
	"user_id" text,
	"request_id" text,
	"replay_id" text,
	"release" text,
	"environment" text,
	"payload" jsonb,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_created_at_idx" ON "error_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "error_reports_request_id_idx" ON "error_reports" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "error_reports_event_id_idx" ON "error_reports" USING btree ("event_id");