// When a failed outbox entry is tried again (ADR 024): 90 s after the first failure, then three times
// longer each time — 1.5 min, 4.5 min, 13.5 min, 40.5 min, 2 h, 6 h, 18 h — so the eighth and last attempt
// comes about 27 hours after the first. An outside service that is down for an hour loses nothing.

export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 90_000;
const FACTOR = 3;

/** The time of the next attempt after `attempts` failed ones; null: that was the last, the entry is dead. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + FIRST_RETRY_MS * FACTOR ** (attempts - 1));
}
