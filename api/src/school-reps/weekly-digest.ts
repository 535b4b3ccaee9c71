// The school representative's weekly digest (issue 8 item 6): what happened with the school's students in
// the last 7 days (new registrations, results set) and the credit balance when it is low, one e-mail per
// rep in their language with a link to switch the digest off. Run weekly by pg-boss (jobs/index.ts).
//
// Rules: a rep who switched it off (users.metadata.weekly_digest = false) gets nothing; a week with
// nothing to tell sends nothing; a rep mailed a digest in the last 6 days is skipped, so a repeated run of
// the job (a retry, two replicas) never sends the same week twice.
import type { Db } from '@valik/db/client';
import { lastEmailSentAt, listSchoolRegistrationsBetween, listSchoolRepsForDigest, listSchoolResultsBetween } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { SCHOOL_CREDITS_LOW_THRESHOLD, addTallinnDays, computeCreditBalance, formatDate } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { digestUnsubscribeToken, digestUnsubscribeUrl, isDigestSubscribed } from './digest-unsubscribe.ts';

export const DIGEST_DAYS = 7;
/** a digest sent less than this many days ago means this week's is already out */
const RESEND_AFTER_DAYS = 6;
export const DIGEST_TEMPLATE = 'repWeeklyDigest';

export interface SchoolDigest {
  since: Date;
  until: Date;
  registrations: { name: string; course: string; cohort: string; start: string; payer: 'SCHOOL' | 'STUDENT' }[];
  results: { name: string; course: string; cohort: string; passed: boolean }[];
  /** the balance when the school uses credits and has SCHOOL_CREDITS_LOW_THRESHOLD or fewer left, else null */
  lowCredits: number | null;
}

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

export async function buildSchoolDigest(db: Db, params: { schoolId: number }, now: Date): Promise<SchoolDigest> {
  const since = addTallinnDays(now, -DIGEST_DAYS);
  const window = { schoolId: params.schoolId, since, until: now };
  const registrations = await listSchoolRegistrationsBetween(db, window);
  const results = await listSchoolResultsBetween(db, window);
  const ledger = await loadSchoolCreditLedger(db, { schoolId: params.schoolId });
  const balance = computeCreditBalance(ledger, now);
  return {
    since,
    until: now,
    registrations: registrations.map((r) => ({ name: fullName(r), course: r.courseName, cohort: r.cohortName, start: formatDate(r.startDate), payer: r.payer })),
    results: results.map((r) => ({ name: fullName(r), course: r.courseName, cohort: r.cohortName, passed: r.result === 'COMPLETED' })),
    lowCredits: ledger.length > 0 && balance <= SCHOOL_CREDITS_LOW_THRESHOLD ? balance : null,
  };
}

export const isDigestEmpty = (d: SchoolDigest) => d.registrations.length === 0 && d.results.length === 0 && d.lowCredits === null;

type Deps = Pick<AppDeps, 'db' | 'env' | 'outbox'>;

/** Queues this week's digest for every subscribed rep with something to tell (the outbox mails them); returns how many were queued. */
export async function sendWeeklyDigests(deps: Deps, now: Date): Promise<number> {
  const digests = new Map<number, SchoolDigest>();
  const skipBefore = addTallinnDays(now, -RESEND_AFTER_DAYS);
  let sent = 0;
  for (const rep of await listSchoolRepsForDigest(deps.db)) {
    if (!isDigestSubscribed(rep.metadata)) continue;
    const last = await lastEmailSentAt(deps.db, { userId: rep.userId, template: DIGEST_TEMPLATE });
    if (last && last.getTime() > skipBefore.getTime()) continue;
    let digest = digests.get(rep.schoolId);
    if (!digest) {
      digest = await buildSchoolDigest(deps.db, { schoolId: rep.schoolId }, now);
      digests.set(rep.schoolId, digest);
    }
    if (isDigestEmpty(digest)) continue;
    const base = deps.env.PUBLIC_BASE_URL;
    const week = digest;
    // queued in the outbox: a failed send is retried with its backoff, and the entry marks this week as done
    const queued = await unitOfWork(deps, (tx) => queueEmail(tx, {
      userId: rep.userId,
      template: DIGEST_TEMPLATE,
      data: (_lang, to) => ({
        name: to.firstName,
        school: rep.schoolName,
        from: formatDate(week.since),
        to: formatDate(week.until),
        registrations: week.registrations,
        results: week.results,
        lowCredits: week.lowCredits,
        url: `${base}/user/school/my-students`,
        creditsUrl: `${base}/user/school/credits`,
        unsubscribeUrl: digestUnsubscribeUrl(base, digestUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, rep.userId)),
      }),
    }));
    if (queued) sent += 1;
  }
  return sent;
}
