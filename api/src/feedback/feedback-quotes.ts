// Testimonials from feedback (issue 29 item 4, ADR 033). At the end of the feedback form a satisfied student
// (course_satisfaction of POSITIVE_SATISFACTION or more: the highlights answered "What did you like most")
// may agree to be quoted; the console lists a course's highlights whose authors agreed, and an admin
// chooses (quoted) which ones its public page shows, as "first name + initial". An answer without consent
// cannot be chosen (422). The row's update NOTIFYs the course (migration 0028), so the catalogue's cached
// rows and the rendered pages are dropped on every replica.
import { getManageCourse } from '@valik/db/queries/manage';
import { getFeedbackQuote, listConsentedFeedbackQuotes, quoteAuthor, setFeedbackQuoted, type FeedbackQuoteRow } from '@valik/db/queries';
import { POSITIVE_SATISFACTION } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export const QUOTE_MESSAGES = {
  noConsent: 'The author did not agree to be quoted',
  notFound: 'The feedback could not be found',
  courseNotFound: 'The course could not be found',
} as const;

/** Whether the answers let their author agree to be quoted: the highlights are the positive question's. */
export function canConsentToQuote(answers: { course_satisfaction?: number | undefined; course_highlights?: string | undefined }): boolean {
  return (answers.course_satisfaction ?? 0) >= POSITIVE_SATISFACTION && Boolean(answers.course_highlights?.trim());
}

export function feedbackQuoteJson(row: FeedbackQuoteRow) {
  return {
    id: row.id,
    course_id: row.courseId,
    cohort_id: row.cohortId,
    cohort_name: row.cohortName,
    /** as the course page would show it */
    author: quoteAuthor(row.firstName, row.lastName),
    text: row.text,
    course_satisfaction: row.satisfaction,
    quote_consent: row.quoteConsent,
    quoted: row.quoted,
    submitted_at: row.submittedAt.toISOString(),
  };
}

export async function listCourseQuotes(deps: Pick<WorkDeps, 'db'>, params: { courseId: number }) {
  if (!(await getManageCourse(deps.db, { id: params.courseId }))) throw new ApiError('NOT_FOUND', QUOTE_MESSAGES.courseNotFound);
  return (await listConsentedFeedbackQuotes(deps.db, params)).map(feedbackQuoteJson);
}

/** Shows (quoted: true) or hides a consenting author's highlights on the course page. */
export async function chooseQuote(deps: WorkDeps, params: { courseId: number; id: number; quoted: boolean }) {
  const found = await getFeedbackQuote(deps.db, { id: params.id });
  if (!found || found.courseId !== params.courseId) throw new ApiError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  if (params.quoted && !found.quoteConsent) throw new ApiError('VALIDATION_FAILED', QUOTE_MESSAGES.noConsent, [{ path: 'quoted', message: QUOTE_MESSAGES.noConsent }]);
  const changed = await unitOfWork(deps, (tx) => setFeedbackQuoted(tx, { id: params.id, quoted: params.quoted, now: deps.clock() }));
  if (!changed) throw new ApiError('VALIDATION_FAILED', QUOTE_MESSAGES.noConsent, [{ path: 'quoted', message: QUOTE_MESSAGES.noConsent }]);
  const row = await getFeedbackQuote(deps.db, { id: params.id });
  if (!row) throw new ApiError('NOT_FOUND', QUOTE_MESSAGES.notFound);
  return feedbackQuoteJson(row);
}
