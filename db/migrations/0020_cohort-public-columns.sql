-- A cohort's write says "the public pages changed" only when it changes what they show (issue 16 item 1,
-- ADR 019). The community sync writes its Discord role/channel/invite and the classroom ids to every
-- cohort a few seconds after a start, and each of those writes dropped every cached page. The columns
-- below are read by no public page; any other column (a new one included) still notifies.
DROP TRIGGER "cohorts_public_change" ON "cohorts";--> statement-breakpoint
CREATE TRIGGER "cohorts_public_change_insert_delete" AFTER INSERT OR DELETE ON "cohorts"
  FOR EACH ROW EXECUTE FUNCTION "valik_cohort_changed"();--> statement-breakpoint
CREATE TRIGGER "cohorts_public_change_update" AFTER UPDATE ON "cohorts"
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - ARRAY['notes', 'video_url', 'discord_channel_id', 'discord_invite_url', 'discord_role_id', 'external_lms_link', 'lms_id', 'lw_course_id', 'user_creator_id', 'updated_at'])
    IS DISTINCT FROM
    (to_jsonb(NEW) - ARRAY['notes', 'video_url', 'discord_channel_id', 'discord_invite_url', 'discord_role_id', 'external_lms_link', 'lms_id', 'lw_course_id', 'user_creator_id', 'updated_at'])
  )
  EXECUTE FUNCTION "valik_cohort_changed"();
