// Cohort lists are sorted by the next start time (product-spec §9): a running cohort by its next class,
// an upcoming one by its start date; ended cohorts go last, the most recently ended first.
import { hasCohortEnded, isCohortInProgress } from './cohort-progress.ts';
import { endOfTallinnDay, isValidClassTime, nextOccurrence, toDate, type ScheduledCohort } from './dates.ts';

/**
 * The next class of a running cohort (before its end day is over); otherwise, and for a running cohort
 * with no class left, its start date.
 */
export function nextStartTime(cohort: ScheduledCohort, now: Date): Date {
  const start = toDate(cohort.startDate);
  if (!isCohortInProgress(cohort, now)) return start;
  const last = endOfTallinnDay(cohort.endDate).getTime();
  const upcoming = cohort.classTimes
    .filter(isValidClassTime)
    .map((classTime) => nextOccurrence(classTime, now))
    .filter((at) => at.getTime() <= last)
    .sort((a, b) => a.getTime() - b.getTime());
  return upcoming[0] ?? start;
}

/** A new array: upcoming and running by next start time, then ended by end date, latest first. */
export function sortCohortsByNextStart<T extends ScheduledCohort>(cohorts: readonly T[], now: Date): T[] {
  return cohorts
    .map((cohort) => ({
      cohort,
      ended: hasCohortEnded(cohort, now),
      next: nextStartTime(cohort, now).getTime(),
      end: toDate(cohort.endDate).getTime(),
    }))
    .sort((a, b) => {
      if (a.ended !== b.ended) return a.ended ? 1 : -1;
      return a.ended ? b.end - a.end : a.next - b.next;
    })
    .map(({ cohort }) => cohort);
}
