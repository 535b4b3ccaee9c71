CREATE TABLE "pass_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pass_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" "subscription_type" NOT NULL,
	"promotion_code_id" text,
	"provider_session_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_checkouts_public_id_key" UNIQUE("public_id"),
	CONSTRAINT "pass_checkouts_status_valid" CHECK ("pass_checkouts"."status" IN ('OPEN', 'COMPLETED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "pass_checkouts" ADD CONSTRAINT "pass_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_checkouts_open_key" ON "pass_checkouts" USING btree ("user_id") WHERE "pass_checkouts"."status" = 'OPEN';