// E-mails of the teacher's changes (issue 8 item 6) as outbox notices (ADR 011, issue 15 item 7), queued
// in the transaction of the change and sent after its commit, in each student's language: a class-time
// change to every live registration of the cohort, and a result to the student (a COMPLETED one that
// issued a diploma is told by the diploma's e-mail instead: one e-mail, not two).
import { getCohortWithCourse, getMailRecipient, getParticipant, getTeacherCohort, listCohortRoster, type PendingMail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import { queueNotice } from '../mail/queue-email.ts';
import { sendEmail } from '../mail/send-email.ts';

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer'>;

const DAY_NAMES = { et: ['E', 'T', 'K', 'N', 'R', 'L', 'P'], en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] } as const;

export function formatClassTimes(times: readonly { day: number; hour: number; minute: number }[], lang: Lang): string {
  return times.map((t) => `${DAY_NAMES[lang][t.day - 1] ?? t.day} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`).join(', ');
}

/** One notice per student still registered; the times are read when the e-mail goes (the latest ones). */
export async function queueClassTimesNotices(tx: Db, params: { cohortId: number }): Promise<void> {
  const roster = await listCohortRoster(tx, { cohortId: params.cohortId });
  for (const student of roster.filter((r) => r.status !== 'CANCELED')) {
    await queueNotice(tx, 'CLASS_TIMES_CHANGED', { userId: student.userId, cohortId: params.cohortId, template: 'classTimesChanged' });
  }
}

export async function sendClassTimesNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  if (entry.userId === null || entry.cohortId === null) return 0;
  const cohort = await getTeacherCohort(deps.db, { cohortId: entry.cohortId });
  const to = await getMailRecipient(deps.db, { userId: entry.userId });
  if (!cohort || !to) return 0;
  const lang = to.language ?? 'et';
  await sendEmail(deps.db, deps.mailer, {
    template: 'classTimesChanged',
    to: to.email,
    lang,
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    logged: false,
    data: { name: to.firstName, course: cohort.courseName, cohort: cohort.name, times: formatClassTimes(cohort.onlineClassTimes, lang), url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
  });
  return 1;
}

/** A result set (COMPLETED or FAILED) that changed, for a registration without a new diploma. */
export async function queueResultNotice(tx: Db, change: { participantId: number; userId: number; cohortId: number }): Promise<void> {
  await queueNotice(tx, 'RESULT_SET', { userId: change.userId, cohortId: change.cohortId, template: 'resultSet', about: { participant_id: change.participantId } });
}

/** Tells the result the registration has when the e-mail goes (a result taken back since is not announced). */
export async function sendResultNotice(deps: MailDeps, entry: PendingMail): Promise<number> {
  const participant = await getParticipant(deps.db, { id: Number(entry.metadata.participant_id) });
  if (!participant || (participant.status !== 'COMPLETED' && participant.status !== 'FAILED')) return 0;
  const cohort = await getCohortWithCourse(deps.db, { cohortId: participant.cohortId });
  const to = await getMailRecipient(deps.db, { userId: participant.userId });
  if (!cohort || !to) return 0;
  await sendEmail(deps.db, deps.mailer, {
    template: 'resultSet',
    to: to.email,
    lang: to.language ?? 'et',
    userId: to.id,
    idempotencyKey: entry.idempotencyKey,
    logged: false,
    data: { name: to.firstName, course: cohort.courseName, passed: participant.status === 'COMPLETED', url: `${deps.env.PUBLIC_BASE_URL}/user/my-courses` },
  });
  return 1;
}
