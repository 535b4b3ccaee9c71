CREATE TABLE "legal_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"context" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_agreements_context_check" CHECK ("legal_agreements"."context" in ('SIGNUP', 'TEACHER_APPLICATION'))
);
--> statement-breakpoint
ALTER TABLE "legal_agreements" ADD CONSTRAINT "legal_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_agreements_user_id_idx" ON "legal_agreements" USING btree ("user_id","agreed_at");