-- A place in a waitlist's line takes no seat (the one seat rule, src/queries/seats.ts: only an open OFFER
-- does), so a WAITING entry joining, leaving or being removed is no public change (issue 16 item 3, ADR 019).
-- Migration 0012 notified "seats" for every waitlist row; in a registration rush that made each of the
-- hundreds of waitlist joins a NOTIFY, and PostgreSQL commits notifying transactions one at a time (the
-- notification queue's lock is held through the commit's WAL flush). Now only rows that are or were
-- OFFERED say so: an offer made, taken, declined, expired or moved.
DROP TRIGGER "waitlist_entries_public_change_insert_delete" ON "waitlist_entries";--> statement-breakpoint
DROP TRIGGER "waitlist_entries_public_change_update" ON "waitlist_entries";--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_public_change_insert" AFTER INSERT ON "waitlist_entries"
  FOR EACH ROW WHEN (NEW.status = 'OFFERED')
  EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_public_change_delete" AFTER DELETE ON "waitlist_entries"
  FOR EACH ROW WHEN (OLD.status = 'OFFERED')
  EXECUTE FUNCTION "valik_seats_changed"();--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_public_change_update" AFTER UPDATE OF "status", "offer_expires_at" ON "waitlist_entries"
  FOR EACH ROW WHEN ((OLD.status = 'OFFERED' OR NEW.status = 'OFFERED')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.offer_expires_at IS DISTINCT FROM NEW.offer_expires_at))
  EXECUTE FUNCTION "valik_seats_changed"();
