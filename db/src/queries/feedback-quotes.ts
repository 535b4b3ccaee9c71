// Testimonials from feedback (issue 29 item 4, ADR 033): a student who was satisfied (course_satisfaction of
// POSITIVE_SATISFACTION or more, so the highlights question was "What did you like most") may agree to be
// quoted (feedback_submissions.quote_consent); an admin chooses which of those highlights the course page
// shows (quoted). Only a live author's answer can be quoted: a deleted account's answers stay for the
// dashboards, never as a name on the page.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohorts, feedbackSubmissions, users } from '../schema/index.ts';

export interface FeedbackQuoteRow {
  id: number;
  courseId: number;
  cohortId: number;
  cohortName: string;
  firstName: string;
  lastName: string;
  text: string;
  satisfaction: number | null;
  quoteConsent: boolean;
  quoted: boolean;
  submittedAt: Date;
}

const highlights = sql<string>`coalesce(${feedbackSubmissions.answers}->>'course_highlights', '')`;
const satisfaction = sql<number | null>`(${feedbackSubmissions.answers}->>'course_satisfaction')::integer`;

function quoteSelect() {
  return {
    id: feedbackSubmissions.id,
    courseId: feedbackSubmissions.courseId,
    cohortId: feedbackSubmissions.cohortId,
    cohortName: cohorts.name,
    firstName: users.firstName,
    lastName: users.lastName,
    text: highlights,
    satisfaction,
    quoteConsent: feedbackSubmissions.quoteConsent,
    quoted: feedbackSubmissions.quoted,
    submittedAt: feedbackSubmissions.createdAt,
  };
}

/** A course's highlights whose authors agreed to be quoted (the console's picker), newest first. */
export async function listConsentedFeedbackQuotes(db: Db, params: { courseId: number }): Promise<FeedbackQuoteRow[]> {
  return db
    .select(quoteSelect())
    .from(feedbackSubmissions)
    .innerJoin(users, eq(users.id, feedbackSubmissions.userId))
    .innerJoin(cohorts, eq(cohorts.id, feedbackSubmissions.cohortId))
    .where(
      and(
        eq(feedbackSubmissions.courseId, params.courseId),
        eq(feedbackSubmissions.quoteConsent, true),
        isNull(users.deletedAt),
        sql`btrim(${highlights}) <> ''`,
      ),
    )
    .orderBy(desc(feedbackSubmissions.createdAt), desc(feedbackSubmissions.id));
}

/** One submission as the picker sees it (any consent), or null when it does not exist or its author is gone. */
export async function getFeedbackQuote(db: Db, params: { id: number }): Promise<FeedbackQuoteRow | null> {
  const [row] = await db
    .select(quoteSelect())
    .from(feedbackSubmissions)
    .innerJoin(users, eq(users.id, feedbackSubmissions.userId))
    .innerJoin(cohorts, eq(cohorts.id, feedbackSubmissions.cohortId))
    .where(and(eq(feedbackSubmissions.id, params.id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Shows or hides one submission's highlights on its course page. Only a consenting author's answer is
 * ever marked quoted (the WHERE holds the rule, so a race with a withdrawn consent cannot slip past it).
 * Returns whether a row changed. The row's update tells the public pages (migration 0028's trigger).
 */
export async function setFeedbackQuoted(db: Db, params: { id: number; quoted: boolean; now: Date }): Promise<boolean> {
  const rows = await db
    .update(feedbackSubmissions)
    .set({ quoted: params.quoted, updatedAt: params.now })
    .where(and(eq(feedbackSubmissions.id, params.id), params.quoted ? eq(feedbackSubmissions.quoteConsent, true) : sql`true`))
    .returning({ id: feedbackSubmissions.id });
  return rows.length > 0;
}

/** The quotes an admin chose for a course's public page, oldest first: first name and the last name's initial. */
export async function listPublicFeedbackQuotes(db: Db, params: { courseId: number }): Promise<{ author: string; text: string }[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, text: highlights })
    .from(feedbackSubmissions)
    .innerJoin(users, eq(users.id, feedbackSubmissions.userId))
    .where(
      and(
        eq(feedbackSubmissions.courseId, params.courseId),
        eq(feedbackSubmissions.quoted, true),
        eq(feedbackSubmissions.quoteConsent, true),
        isNull(users.deletedAt),
        sql`btrim(${highlights}) <> ''`,
      ),
    )
    .orderBy(asc(feedbackSubmissions.createdAt), asc(feedbackSubmissions.id));
  return rows.map((r) => ({ author: quoteAuthor(r.firstName, r.lastName), text: r.text.trim() }));
}

/** "Mari K.": the first name and the last name's initial (the first name alone without a last name). */
export function quoteAuthor(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
