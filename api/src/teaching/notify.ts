// E-mails of the teacher's changes (issue 8 item 6), sent as background tasks after the write committed,
// in each student's language: a class-time change to every live registration of the cohort, and a result
// (with the diploma note for COMPLETED) to the student.
import { getMailRecipient, getTeacherCohort, listCohortRoster } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'auth'>;

const DAY_NAMES = { et: ['E', 'T', 'K', 'N', 'R', 'L', 'P'], en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] } as const;

export function formatClassTimes(times: readonly { day: number; hour: number; minute: number }[], lang: 'et' | 'en'): string {
  return times.map((t) => `${DAY_NAMES[lang][t.day - 1] ?? t.day} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`).join(', ');
}

export function notifyClassTimesChanged(deps: MailDeps, params: { cohortId: number }): void {
  const { mailer, tasks } = deps.auth.services;
  tasks.run('class-times-changed-emails', async () => {
    const cohort = await getTeacherCohort(deps.db, { cohortId: params.cohortId });
    if (!cohort) return;
    const roster = await listCohortRoster(deps.db, { cohortId: params.cohortId });
    for (const student of roster.filter((r) => r.status !== 'CANCELED')) {
      const to = await getMailRecipient(deps.db, { userId: student.userId });
      if (!to) continue;
      const lang = to.language ?? 'et';
      await sendEmail(deps.db, mailer, {
        template: 'classTimesChanged',
        to: to.email,
        lang,
        userId: to.id,
        data: { name: to.firstName, course: cohort.courseName, cohort: cohort.name, times: formatClassTimes(cohort.onlineClassTimes, lang), url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
      });
    }
  });
}

export function notifyResults(deps: MailDeps, params: { course: string; changes: readonly { userId: number; to: string; changed: boolean }[] }): void {
  const results = params.changes.filter((c) => c.changed && (c.to === 'COMPLETED' || c.to === 'FAILED'));
  if (results.length === 0) return;
  const { mailer, tasks } = deps.auth.services;
  tasks.run('result-emails', async () => {
    for (const change of results) {
      const to = await getMailRecipient(deps.db, { userId: change.userId });
      if (!to) continue;
      await sendEmail(deps.db, mailer, {
        template: 'resultSet',
        to: to.email,
        lang: to.language ?? 'et',
        userId: to.id,
        data: { name: to.firstName, course: params.course, passed: change.to === 'COMPLETED', url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
      });
    }
  });
}
