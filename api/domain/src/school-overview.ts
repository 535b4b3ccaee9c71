// The admin overview's rules (issue 29 item 7): which cohorts are at risk, and the weeks the charts count.
//
// At risk (our rule; the spec names none): a cohort that is going to run (not a draft, not canceled), has
// not started, starts within AT_RISK_DAYS_BEFORE_START Tallinn calendar days, and has fewer seats taken
// than `atRiskMinimum`: its minimum group size, or AT_RISK_MIN_FILL_SHARE of its seats rounded up,
// whichever is more. Below the minimum group size it cannot run at all (BELOW_MIN_SIZE); above it but under
// the share it runs half empty (LOW_FILL). Both are for the admin to act on while there is time.
import { AT_RISK_DAYS_BEFORE_START, AT_RISK_MIN_FILL_SHARE, OVERVIEW_WEEKS } from './constants.ts';
import { addTallinnDays, startOfTallinnDay, startOfWeek, toDate, type DateInput } from './dates.ts';

export type AtRiskReason = 'BELOW_MIN_SIZE' | 'LOW_FILL';

export interface AtRiskInput {
  status: string;
  startDate: DateInput;
  size: number;
  minSize: number;
  seatsTaken: number;
}

/** Statuses of a cohort that is not going to run (or not yet decided to): never at risk. */
const NOT_RUNNING: readonly string[] = ['DRAFT', 'CANCELED'];

/** The fewest seats taken that keep a cohort out of risk. */
export function atRiskMinimum(cohort: Pick<AtRiskInput, 'size' | 'minSize'>): number {
  return Math.max(cohort.minSize, Math.ceil(cohort.size * AT_RISK_MIN_FILL_SHARE));
}

/** Why the cohort is at risk at `now`, or null when it is not. */
export function cohortAtRisk(cohort: AtRiskInput, now: Date): AtRiskReason | null {
  if (NOT_RUNNING.includes(cohort.status)) return null;
  const start = toDate(cohort.startDate);
  if (now.getTime() >= start.getTime()) return null;
  const horizon = addTallinnDays(startOfTallinnDay(now), AT_RISK_DAYS_BEFORE_START + 1); // end of the 14th day
  if (start.getTime() >= horizon.getTime()) return null;
  if (cohort.seatsTaken >= atRiskMinimum(cohort)) return null;
  return cohort.seatsTaken < cohort.minSize ? 'BELOW_MIN_SIZE' : 'LOW_FILL';
}

/** The Monday 00:00 (Tallinn) starts of the overview's weeks, oldest first, the week of `now` last. */
export function overviewWeekStarts(now: Date, weeks: number = OVERVIEW_WEEKS): Date[] {
  const current = startOfWeek(now);
  return Array.from({ length: weeks }, (_, i) => addTallinnDays(current, -7 * (weeks - 1 - i)));
}

/** The index in `weekStarts` of the week an instant falls in, or -1 outside them. */
export function overviewWeekIndex(instant: DateInput, weekStarts: readonly Date[]): number {
  const t = toDate(instant).getTime();
  const first = weekStarts[0];
  if (!first || t < first.getTime()) return -1;
  const end = addTallinnDays(weekStarts[weekStarts.length - 1]!, 7).getTime();
  if (t >= end) return -1;
  for (let i = weekStarts.length - 1; i >= 0; i--) if (t >= weekStarts[i]!.getTime()) return i;
  return -1;
}

/** Seats taken as a whole percentage of the seats (0 for a cohort of no seats). */
export function fillPercent(seatsTaken: number, size: number): number {
  return size > 0 ? Math.round((seatsTaken / size) * 100) : 0;
}
