// Attention flag (product-spec §4): the course ended 3 or more weeks ago and the participant still has
// no result. Measured from the stored end instant in Tallinn calendar days, so a DST change in between
// does not move the flag by an hour.
import { ATTENTION_DAYS } from './constants.ts';
import { addTallinnDays, type DateInput } from './dates.ts';

/** Statuses that settle a participant: a result (COMPLETED, FAILED) or a cancellation. */
const SETTLED_STATUSES: readonly string[] = ['COMPLETED', 'FAILED', 'CANCELED'];

export function needsAttention(input: { endDate: DateInput; participantStatus: string }, now: Date): boolean {
  if (SETTLED_STATUSES.includes(input.participantStatus)) return false;
  return now.getTime() >= addTallinnDays(input.endDate, ATTENTION_DAYS).getTime();
}
