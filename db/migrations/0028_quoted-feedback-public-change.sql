-- Testimonials from feedback (issue 29 item 4, ADR 033): a course page shows the highlights an admin chose
-- (feedback_submissions.quoted) with the author's first name and initial. Whatever changes what it shows
-- says so like every other public change (migration 0012, ADR 015): a quoted row updated or deleted, an
-- answer becoming or ceasing to be quoted, and a quoted author's name or account (deleted_at) NOTIFY the
-- course, so the catalogue's rows and the rendered pages are dropped on every replica.
CREATE FUNCTION "valik_feedback_quote_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.quoted THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'course', 'id', OLD.course_id));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.quoted THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'course', 'id', NEW.course_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feedback_submissions_public_change" AFTER INSERT OR UPDATE OR DELETE ON "feedback_submissions"
  FOR EACH ROW EXECUTE FUNCTION "valik_feedback_quote_changed"();--> statement-breakpoint

CREATE FUNCTION "valik_quoted_author_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  course integer;
BEGIN
  FOR course IN SELECT DISTINCT course_id FROM feedback_submissions WHERE user_id = NEW.id AND quoted LOOP
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'course', 'id', course));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_quoted_author_public_change" AFTER UPDATE OF "first_name", "last_name", "deleted_at" ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION "valik_quoted_author_changed"();
