CREATE TYPE "public"."activity_type" AS ENUM('VIDEO_CALL_JOINED', 'PAYER_CHANGED', 'UNENROLL', 'COHORT_PAYMENT', 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION_CREATED', 'COHORT_PARTICIPANT_STATUS_CHANGE', 'COHORT_REGISTRATION', 'EMAIL_SENT', 'USER_DELETED', 'LMS_LINK_CLICKED', 'PAUSE_SUBSCRIPTION', 'SCHOOL_CREDITS_LOW', 'SCHOOL_CREDITS_ADDED', 'SCHOOL_CREDITS_USED', 'SCHOOL_CREDITS_REFUNDED', 'SUBSCRIPTION_UPDATE');--> statement-breakpoint
CREATE TYPE "public"."cohort_participant_status" AS ENUM('REGISTERED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELED', 'AWAITING_RESULT');--> statement-breakpoint
CREATE TYPE "public"."cohort_status" AS ENUM('DRAFT', 'REGISTRATION_OPEN', 'IN_PROGRESS', 'COMPLETED', 'GROUP_FULL', 'CANCELED', 'TEACHER_PAID');--> statement-breakpoint
CREATE TYPE "public"."course_category" AS ENUM('POPULAR', 'LIFE_SKILLS', 'SUSTAINABILITY', 'LANGUAGES', 'DIVERSITY', 'TECHNOLOGY', 'BUSINESS_AND_FINANCE', 'MENTAL_HEALTH', 'OTHERS');--> statement-breakpoint
CREATE TYPE "public"."course_language" AS ENUM('et', 'en', 'ru');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('DRAFT', 'IN_REVIEW', 'APPROVED');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('UNPAID', 'PAID', 'CANCELED');--> statement-breakpoint
CREATE TYPE "public"."payer" AS ENUM('SCHOOL', 'STUDENT');--> statement-breakpoint
CREATE TYPE "public"."school_credit_log_type" AS ENUM('ADD', 'DEDUCT', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."subscription_type" AS ENUM('SINGLE_PASS', 'MULTI_PASS');--> statement-breakpoint
CREATE TYPE "public"."ui_language" AS ENUM('et', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('STUDENT', 'TEACHER', 'SCHOOL_REP', 'ADMIN');--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"two_factor_enabled" boolean DEFAULT false,
	"phone_number" text,
	"phone_number_verified" boolean,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email"),
	CONSTRAINT "auth_users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text DEFAULT 'EE' NOT NULL,
	"payment_limitations" jsonb,
	"payment_condition_text" text,
	"default_payer" "payer" DEFAULT 'STUDENT' NOT NULL,
	"prepaid_student_seats" integer DEFAULT 0 NOT NULL,
	"seat_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_prepaid_student_seats_nonnegative" CHECK ("schools"."prepaid_student_seats" >= 0),
	CONSTRAINT "schools_seat_price_nonnegative" CHECK ("schools"."seat_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school_reps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_reps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_reps_school_id_user_id_key" UNIQUE("school_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer,
	"user_id" integer NOT NULL,
	"lw_user_id" text,
	"favorited_courses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teachers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer,
	"user_id" integer NOT NULL,
	"lw_user_id" text,
	"short_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_user_id_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"auth_id" text,
	"role" "user_role" DEFAULT 'STUDENT' NOT NULL,
	"email" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"access_token" text,
	"phone_number" text,
	"avatar" text,
	"discord_user_id" text,
	"classroom_email" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" "ui_language",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"short_description" text,
	"description" text DEFAULT '' NOT NULL,
	"average_score" double precision,
	"user_creator_id" integer,
	"lw_course_id" text,
	"language" "course_language" DEFAULT 'et' NOT NULL,
	"grading_criteria" text DEFAULT '' NOT NULL,
	"categories" "course_category"[] DEFAULT '{}'::course_category[] NOT NULL,
	"learning_outcomes" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text,
	"status" "course_status" DEFAULT 'DRAFT' NOT NULL,
	"tag" text,
	"academic_hours" integer,
	"rating" double precision,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_key" UNIQUE("slug"),
	CONSTRAINT "courses_academic_hours_nonnegative" CHECK ("courses"."academic_hours" >= 0),
	CONSTRAINT "courses_average_score_nonnegative" CHECK ("courses"."average_score" >= 0),
	CONSTRAINT "courses_rating_nonnegative" CHECK ("courses"."rating" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" text NOT NULL,
	"status" "invoice_status" DEFAULT 'UNPAID' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"school_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"due_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_id_key" UNIQUE("invoice_id"),
	CONSTRAINT "invoices_amount_nonnegative" CHECK ("invoices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"stripe_id" text,
	"redeemed_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_name_key" UNIQUE("name"),
	CONSTRAINT "promotion_codes_stripe_id_key" UNIQUE("stripe_id")
);
--> statement-breakpoint
CREATE TABLE "school_credit_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_credit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"user_id" integer,
	"type" "school_credit_log_type" NOT NULL,
	"amount" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_applies_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_credit_logs_amount_nonnegative" CHECK ("school_credit_logs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscription_id" text NOT NULL,
	"ended_at" timestamp with time zone,
	"type" "subscription_type" NOT NULL,
	"paused_by_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_subscription_id_key" UNIQUE("subscription_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohort_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"status" "cohort_participant_status" DEFAULT 'REGISTERED' NOT NULL,
	"default_payer" "payer" DEFAULT 'STUDENT' NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohort_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohort_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer,
	"student_user_id" integer NOT NULL,
	"cohort_id" integer NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"cohort_participant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_progress_cohort_participant_id_key" UNIQUE("cohort_participant_id"),
	CONSTRAINT "cohort_progress_percent_range" CHECK ("cohort_progress"."progress_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "cohort_teachers" (
	"cohort_id" integer NOT NULL,
	"teacher_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_teachers_cohort_id_teacher_user_id_pk" PRIMARY KEY("cohort_id","teacher_user_id")
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cohorts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"user_creator_id" integer,
	"course_id" integer NOT NULL,
	"size" integer NOT NULL,
	"min_size" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"lw_course_id" text,
	"status" "cohort_status" DEFAULT 'DRAFT' NOT NULL,
	"online_class_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"discord_channel_id" text,
	"discord_invite_url" text,
	"online_lesson_length" integer,
	"external_lms_link" text,
	"lms_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_size_nonnegative" CHECK ("cohorts"."size" >= 0),
	CONSTRAINT "cohorts_min_size_valid" CHECK ("cohorts"."min_size" >= 0 AND "cohorts"."min_size" <= "cohorts"."size"),
	CONSTRAINT "cohorts_dates_ordered" CHECK ("cohorts"."end_date" >= "cohorts"."start_date"),
	CONSTRAINT "cohorts_online_lesson_length_positive" CHECK ("cohorts"."online_lesson_length" > 0),
	CONSTRAINT "cohorts_online_class_times_array" CHECK (jsonb_typeof("cohorts"."online_class_times") = 'array')
);
--> statement-breakpoint
CREATE TABLE "diplomas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diplomas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"participant_status" "cohort_participant_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diplomas_participant_id_key" UNIQUE("participant_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"cohort_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_submissions_user_id_cohort_id_key" UNIQUE("user_id","cohort_id")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"cohort_id" integer,
	"type" "activity_type" NOT NULL,
	"notes" text,
	"actor_user_id" integer,
	"school_id" integer,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"discord_user_id" text NOT NULL,
	"user_input" text NOT NULL,
	"bot_reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_messages_message_id_key" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_two_factors" ADD CONSTRAINT "auth_two_factors_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_reps" ADD CONSTRAINT "school_reps_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_reps" ADD CONSTRAINT "school_reps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_auth_id_auth_users_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_user_creator_id_users_id_fk" FOREIGN KEY ("user_creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_credit_logs" ADD CONSTRAINT "school_credit_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_credit_logs" ADD CONSTRAINT "school_credit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD CONSTRAINT "cohort_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD CONSTRAINT "cohort_participants_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_participants" ADD CONSTRAINT "cohort_participants_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD CONSTRAINT "cohort_progress_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD CONSTRAINT "cohort_progress_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD CONSTRAINT "cohort_progress_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_progress" ADD CONSTRAINT "cohort_progress_cohort_participant_id_cohort_participants_id_fk" FOREIGN KEY ("cohort_participant_id") REFERENCES "public"."cohort_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_teachers" ADD CONSTRAINT "cohort_teachers_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_teachers" ADD CONSTRAINT "cohort_teachers_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_user_creator_id_users_id_fk" FOREIGN KEY ("user_creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diplomas" ADD CONSTRAINT "diplomas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diplomas" ADD CONSTRAINT "diplomas_participant_id_cohort_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."cohort_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_two_factors_secret_idx" ON "auth_two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "auth_two_factors_user_id_idx" ON "auth_two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name");--> statement-breakpoint
CREATE INDEX "school_reps_user_id_idx" ON "school_reps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_school_id_idx" ON "students" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teachers_school_id_idx" ON "teachers" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_auth_id_key" ON "users" USING btree ("auth_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_discord_user_id_idx" ON "users" USING btree ("discord_user_id");--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "courses_categories_idx" ON "courses" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "courses_user_creator_id_idx" ON "courses" USING btree ("user_creator_id");--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_school_id_idx" ON "invoices" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "promotion_codes_user_id_idx" ON "promotion_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_credit_logs_school_id_applies_idx" ON "school_credit_logs" USING btree ("school_id","event_applies_at");--> statement-breakpoint
CREATE INDEX "school_credit_logs_user_id_idx" ON "school_credit_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_active_idx" ON "subscriptions" USING btree ("user_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "cohort_participants_live_registration_key" ON "cohort_participants" USING btree ("user_id","cohort_id") WHERE "cohort_participants"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "cohort_participants_cohort_id_status_idx" ON "cohort_participants" USING btree ("cohort_id","status");--> statement-breakpoint
CREATE INDEX "cohort_participants_invoice_id_idx" ON "cohort_participants" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "cohort_progress_cohort_id_idx" ON "cohort_progress" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "cohort_progress_student_user_id_idx" ON "cohort_progress" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "cohort_progress_school_id_idx" ON "cohort_progress" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "cohort_teachers_teacher_user_id_idx" ON "cohort_teachers" USING btree ("teacher_user_id");--> statement-breakpoint
CREATE INDEX "cohorts_course_id_idx" ON "cohorts" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "cohorts_start_date_idx" ON "cohorts" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "cohorts_status_idx" ON "cohorts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cohorts_user_creator_id_idx" ON "cohorts" USING btree ("user_creator_id");--> statement-breakpoint
CREATE INDEX "diplomas_user_id_idx" ON "diplomas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_submissions_cohort_id_idx" ON "feedback_submissions" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "feedback_submissions_course_id_idx" ON "feedback_submissions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "activity_log_type_created_at_idx" ON "activity_log" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_user_id_idx" ON "activity_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_cohort_id_idx" ON "activity_log" USING btree ("cohort_id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_user_id_idx" ON "activity_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "activity_log_school_id_idx" ON "activity_log" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "chat_messages_discord_user_id_idx" ON "chat_messages" USING btree ("discord_user_id","created_at");