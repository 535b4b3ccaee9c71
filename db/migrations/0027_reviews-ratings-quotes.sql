ALTER TABLE "courses" ADD COLUMN "feedback_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "quote_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD COLUMN "quoted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_review_status_valid" CHECK ("cohorts"."review_status" IN ('IN_REVIEW', 'SENT_BACK', 'APPROVED'));--> statement-breakpoint
-- The seed's typed-in ratings give way to the ones the submitted feedback makes (ADR 033): the mean
-- course_satisfaction (1..10), on the page's scale of 5 as half of it, and how many answers made it.
UPDATE "courses" c SET
  "average_score" = f.mean,
  "rating" = f.mean / 2,
  "feedback_count" = f.answers
FROM (
  SELECT co.id, avg((fs.answers->>'course_satisfaction')::numeric)::double precision AS mean,
         count(fs.answers->>'course_satisfaction')::integer AS answers
  FROM "courses" co
  LEFT JOIN "feedback_submissions" fs ON fs.course_id = co.id AND jsonb_typeof(fs.answers->'course_satisfaction') = 'number'
  GROUP BY co.id
) f
WHERE f.id = c.id;--> statement-breakpoint
-- Teachers' proposals made before the review existed wait for an admin's approval like new ones.
UPDATE "cohorts" SET "review_status" = 'IN_REVIEW'
WHERE "status" = 'DRAFT' AND "user_creator_id" IN (SELECT "id" FROM "users" WHERE "role" = 'TEACHER');
