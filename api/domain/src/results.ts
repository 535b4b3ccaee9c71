// When a result can be set and when a diploma exists (issue 18 item 1). Results (COMPLETED / FAILED) are
// set from the cohort's last class week on: the Monday..Sunday week (Tallinn) of its last class, or of its
// end date when it has no class times. A diploma is issued only for a COMPLETED registration after the
// cohort has ended; a registration the student pays for personally gets it once that invoice is paid.
// The API enforces both; the teacher's roster and the console disable their buttons with the same rule.
import { classTimesInWeek, startOfWeek, addTallinnDays, type DateInput, type ScheduledCohort } from './dates.ts';
import { hasCohortEnded } from './cohort-progress.ts';

export const RESULT_STATUS_VALUES = ['COMPLETED', 'FAILED'] as const;

export const RESULT_RULE_MESSAGES = {
  tooEarly: 'Results can be set only from the last class week of the cohort',
} as const;

export const DIPLOMA_BLOCK_MESSAGES = {
  NO_RESULT: 'The diploma is issued when the course is passed',
  NOT_ENDED: 'The diploma is issued after the course has ended',
  UNPAID: 'The diploma is available once the invoice is paid',
} as const;

export type DiplomaBlock = keyof typeof DIPLOMA_BLOCK_MESSAGES;

export function isResultStatus(status: string): boolean {
  return (RESULT_STATUS_VALUES as readonly string[]).includes(status);
}

/** Monday 00:00 (Tallinn) of the week of the cohort's last class: results can be set from then on. */
export function resultsOpenFrom(cohort: ScheduledCohort): Date {
  const first = startOfWeek(cohort.startDate).getTime();
  for (let week = startOfWeek(cohort.endDate); week.getTime() >= first; week = startOfWeek(addTallinnDays(week, -7))) {
    if (classTimesInWeek(cohort, week).length > 0) return week;
  }
  return startOfWeek(cohort.endDate);
}

export function canSetResult(cohort: ScheduledCohort, now: Date): boolean {
  return now.getTime() >= resultsOpenFrom(cohort).getTime();
}

export interface DiplomaFacts {
  participantStatus: string;
  endDate: DateInput;
  defaultPayer: string;
  /** the registration's invoice, when it has one */
  invoiceStatus: string | null;
}

/** Why the registration has no diploma (yet), or null when it has one. */
export function diplomaBlock(facts: DiplomaFacts, now: Date): DiplomaBlock | null {
  if (facts.participantStatus !== 'COMPLETED') return 'NO_RESULT';
  if (!hasCohortEnded({ endDate: facts.endDate }, now)) return 'NOT_ENDED';
  if (facts.defaultPayer === 'STUDENT' && facts.invoiceStatus !== null && facts.invoiceStatus !== 'PAID') return 'UNPAID';
  return null;
}
