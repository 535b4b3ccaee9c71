// A cohort counts as in progress between its start and end dates (product-spec §4), judged in whole
// Europe/Tallinn days: from 00:00 of the start day to 23:59:59.999 of the end day, both inclusive.
import { endOfTallinnDay, startOfTallinnDay, type DateInput } from './dates.ts';

export interface CohortDates {
  startDate: DateInput;
  endDate: DateInput;
}

/** True from 00:00 Tallinn on the start day onwards. */
export function hasCohortStarted(cohort: Pick<CohortDates, 'startDate'>, now: Date): boolean {
  return now.getTime() >= startOfTallinnDay(cohort.startDate).getTime();
}

/** True once the Tallinn end day is over. */
export function hasCohortEnded(cohort: Pick<CohortDates, 'endDate'>, now: Date): boolean {
  return now.getTime() > endOfTallinnDay(cohort.endDate).getTime();
}

export function isCohortInProgress(cohort: CohortDates, now: Date): boolean {
  return hasCohortStarted(cohort, now) && !hasCohortEnded(cohort, now);
}
