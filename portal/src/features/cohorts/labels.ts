// Labels of participant statuses and cohort phases, as literal t() calls so the i18n test sees them
// (COMPLETED is 'Arvestatud', FAILED 'Mittearvestatud' in Estonian, spec §4).
import type { TFunction } from '../../i18n/react.tsx';
import { formatDate, toTallinn } from '@valik/domain';
import type { CohortPhase, ParticipantStatus } from './teaching-api.ts';

export function statusLabel(t: TFunction, status: ParticipantStatus): string {
  switch (status) {
    case 'REGISTERED':
      return t('Registered');
    case 'IN_PROGRESS':
      return t('In progress');
    case 'COMPLETED':
      return t('Passed');
    case 'FAILED':
      return t('Not passed');
    case 'CANCELED':
      return t('Canceled');
    case 'AWAITING_RESULT':
      return t('Awaiting result');
  }
}

export function statusColor(status: ParticipantStatus): 'success' | 'error' | 'warning' | 'default' | 'info' {
  if (status === 'COMPLETED') return 'success';
  if (status === 'FAILED') return 'error';
  if (status === 'AWAITING_RESULT') return 'warning';
  if (status === 'IN_PROGRESS') return 'info';
  return 'default';
}

export function phaseLabel(t: TFunction, phase: CohortPhase): string {
  switch (phase) {
    case 'UPCOMING':
      return t('Upcoming');
    case 'IN_PROGRESS':
      return t('In progress');
    case 'ENDED':
      return t('Ended');
    case 'CANCELED':
      return t('Canceled');
  }
}

/** A proposal under review shows its review (issue 29 item 6: "Ootab kinnitamist", not "Tulemas"); else the phase. */
export function cohortStateLabel(t: TFunction, cohort: { phase: CohortPhase; review_status: 'IN_REVIEW' | 'SENT_BACK' | 'APPROVED' | null }): string {
  if (cohort.review_status === 'IN_REVIEW') return t('Awaiting approval');
  if (cohort.review_status === 'SENT_BACK') return t('Sent back');
  return phaseLabel(t, cohort.phase);
}

export function cohortStateColor(cohort: { review_status: 'IN_REVIEW' | 'SENT_BACK' | 'APPROVED' | null }): 'warning' | 'error' | 'default' {
  return cohort.review_status === 'IN_REVIEW' ? 'warning' : cohort.review_status === 'SENT_BACK' ? 'error' : 'default';
}

export function dayName(t: TFunction, day: number): string {
  return [t('Monday'), t('Tuesday'), t('Wednesday'), t('Thursday'), t('Friday'), t('Saturday'), t('Sunday')][day - 1] ?? String(day);
}

export function timeOf(iso: string): string {
  const d = toTallinn(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export function dateRange(start: string, end: string): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
