-- Writes that change the public pages say so once (issue 15 item 6, ADR 015). Each trigger NOTIFYs the
-- channel valik_public_changes with what changed, as JSON. NOTIFY is transactional: PostgreSQL delivers it
-- only when the transaction commits (never on a rollback), in commit order, once per distinct payload per
-- transaction, to every listening connection: this replica and the others. Payloads:
--   {"t":"course","id":<course id>}                         a course row
--   {"t":"cohort","id":<cohort id>,"course":<course id>}    a cohort row or its teachers
--   {"t":"teacher","id":<users.id>}                         a teacher's name, avatar or short description
--   {"t":"schools"}                                         a school's name or country (the partner list)
--   {"t":"seats","id":<cohort id>}                          a seat taken or freed (registration, payment hold, waitlist offer)
CREATE FUNCTION "valik_notify_public_change"(payload jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('valik_public_changes', payload::text);
$$;--> statement-breakpoint

CREATE FUNCTION "valik_course_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'course', 'id', OLD.id));
  ELSE
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'course', 'id', NEW.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_public_change" AFTER INSERT OR UPDATE OR DELETE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "valik_course_changed"();--> statement-breakpoint

CREATE FUNCTION "valik_cohort_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'cohort', 'id', OLD.id, 'course', OLD.course_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'cohort', 'id', NEW.id, 'course', NEW.course_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cohorts_public_change" AFTER INSERT OR UPDATE OR DELETE ON "cohorts"
  FOR EACH ROW EXECUTE FUNCTION "valik_cohort_changed"();--> statement-breakpoint

CREATE FUNCTION "valik_cohort_teachers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cohort integer;
BEGIN
  IF TG_OP = 'DELETE' THEN cohort := OLD.cohort_id; ELSE cohort := NEW.cohort_id; END IF;
  PERFORM valik_notify_public_change(jsonb_build_object('t', 'cohort', 'id', cohort, 'course', (SELECT course_id FROM cohorts WHERE id = cohort)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cohort_teachers_public_change" AFTER INSERT OR UPDATE OR DELETE ON "cohort_teachers"
  FOR EACH ROW EXECUTE FUNCTION "valik_cohort_teachers_changed"();--> statement-breakpoint

-- A person's name or picture is on the public pages only while they teach a cohort.
CREATE FUNCTION "valik_notify_teacher"(person integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM cohort_teachers WHERE teacher_user_id = person) THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'teacher', 'id', person));
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "valik_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM valik_notify_teacher(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_public_change" AFTER UPDATE OF "first_name", "last_name", "avatar" ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION "valik_user_changed"();--> statement-breakpoint
CREATE FUNCTION "valik_teacher_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM valik_notify_teacher(OLD.user_id);
  ELSE
    PERFORM valik_notify_teacher(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "teachers_public_change_insert_delete" AFTER INSERT OR DELETE ON "teachers"
  FOR EACH ROW EXECUTE FUNCTION "valik_teacher_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "teachers_public_change_update" AFTER UPDATE OF "short_description" ON "teachers"
  FOR EACH ROW WHEN (OLD.short_description IS DISTINCT FROM NEW.short_description)
  EXECUTE FUNCTION "valik_teacher_profile_changed"();--> statement-breakpoint

CREATE FUNCTION "valik_schools_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM valik_notify_public_change(jsonb_build_object('t', 'schools'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schools_public_change_insert_delete" AFTER INSERT OR DELETE ON "schools"
  FOR EACH ROW EXECUTE FUNCTION "valik_schools_changed"();--> statement-breakpoint
CREATE TRIGGER "schools_public_change_update" AFTER UPDATE OF "name", "country" ON "schools"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION "valik_schools_changed"();--> statement-breakpoint

-- Seats (the one seat rule, db/src/queries/seats.ts): a registration that is not CANCELED, an open
-- waitlist offer, an open pay-and-register checkout. Any change of those rows' status says so.
CREATE FUNCTION "valik_seats_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'seats', 'id', OLD.cohort_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM valik_notify_public_change(jsonb_build_object('t', 'seats', 'id', NEW.cohort_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cohort_participants_public_change_insert_delete" AFTER INSERT OR DELETE ON "cohort_participants"
  FOR EACH ROW EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "cohort_participants_public_change_update" AFTER UPDATE OF "status", "cohort_id" ON "cohort_participants"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.cohort_id IS DISTINCT FROM NEW.cohort_id)
  EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_public_change_insert_delete" AFTER INSERT OR DELETE ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_public_change_update" AFTER UPDATE OF "status", "offer_expires_at" ON "waitlist_entries"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.offer_expires_at IS DISTINCT FROM NEW.offer_expires_at)
  EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_checkouts_public_change_insert_delete" AFTER INSERT OR DELETE ON "payment_checkouts"
  FOR EACH ROW EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_checkouts_public_change_update" AFTER UPDATE OF "status", "expires_at" ON "payment_checkouts"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION "valik_seats_changed"();
