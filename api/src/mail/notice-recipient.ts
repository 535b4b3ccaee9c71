// Who an outbox notice (ADR 011) about a student and a cohort goes to, in which language, and the cohort
// it is about; null: nobody to tell any more (a deleted account, a removed cohort).
import { getCohortWithCourse, getMailRecipient, type PendingMail } from '@valik/db/queries';
import type { Db } from '@valik/db/client';

export async function noticeRecipient(db: Db, entry: Pick<PendingMail, 'userId' | 'cohortId'>) {
  if (entry.userId === null || entry.cohortId === null) return null;
  const to = await getMailRecipient(db, { userId: entry.userId });
  const cohort = await getCohortWithCourse(db, { cohortId: entry.cohortId });
  if (!to || !cohort) return null;
  return { to, cohort, lang: to.language ?? 'et' };
}
