// Labels of a class session's state and of where a mark came from, as literal t() calls so the i18n test sees them.
import type { TFunction } from '../../i18n/react.tsx';

export type SessionState = 'UPCOMING' | 'IN_PROGRESS' | 'HELD' | 'SKIPPED';

export function sessionStateLabel(t: TFunction, state: SessionState): string {
  switch (state) {
    case 'UPCOMING':
      return t('Not held yet');
    case 'IN_PROGRESS':
      return t('Going on now');
    case 'HELD':
      return t('Held');
    case 'SKIPPED':
      return t('Skipped (holiday)');
  }
}

export function markSourceLabel(t: TFunction, source: 'JOIN' | 'TEACHER' | null): string {
  if (source === 'JOIN') return t('joined through the link');
  if (source === 'TEACHER') return t('set by the teacher');
  return t('not marked');
}
