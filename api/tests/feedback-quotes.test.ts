// Issue 29 item 4 (ADR 033): testimonials from feedback. A satisfied student agrees, when submitting the
// feedback form, that their highlights may be quoted; the console lists a course's highlights whose
// authors agreed and an admin chooses which ones the public course page shows ("Mari K."). An answer
// without consent cannot be chosen (422, localized); only chosen quotes appear publicly, and the cached
// public answer follows every choice (migration 0028's trigger).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFeedbackDraft } from '@valik/db/queries';
import { cohortParticipants, feedbackSubmissions, users } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, rowWhere, updateWhere } from '@valik/db/testing';
import { BASE_URL, createTestApp, errorOf, heard, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
});
afterAll(() => t.close());

const OUTCOMES = ['Plan', 'Build', 'Present'];
const answers = (satisfaction: number, highlights: string) => ({
  course_satisfaction: satisfaction,
  course_highlights: highlights,
  course_learnings: 'Robots',
  learning_outcomes: { Plan: 8, Build: 7, Present: 9 },
  course_difficulty: 5,
  time_spent: 3,
  teacher_competence: 5,
  teacher_feedback: 'Clear',
  self_performance: 4,
  improvement_feedback: null,
  future_courses: 'AI',
});

interface Quote {
  id: number;
  author: string;
  text: string;
  quote_consent: boolean;
  quoted: boolean;
  cohort_name: string;
}

async function submitAs(cohortId: number, who: { firstName: string; lastName: string }, satisfaction: number, highlights: string, body: unknown) {
  const account = await makeAccount(t, 'STUDENT', who);
  await t.deps.db.insert(cohortParticipants).values({ userId: account.id, cohortId, status: 'COMPLETED' });
  await saveFeedbackDraft(t.deps.db, { userId: account.id, cohortId, answers: answers(satisfaction, highlights) });
  const cookie = await signIn(t, account.email);
  const res = await t.app.request(`/api/v1/me/cohorts/${cohortId}/feedback/submit`, jsonPost(body, { cookie }));
  expect(res.status).toBe(201);
  return { account, answer: (await res.json()) as { data: { quote_consent: boolean } } };
}

async function quotesOf(courseId: number, lang = 'et') {
  const res = await t.app.request(`/api/v1/manage/courses/${courseId}/feedback-quotes`, { headers: { cookie: admin, 'accept-language': lang } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Quote[] }).data;
}

function choose(courseId: number, id: number, quoted: unknown, headers: Record<string, string> = {}) {
  return t.app.request(`/api/v1/manage/courses/${courseId}/feedback-quotes/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: BASE_URL, cookie: admin, ...headers },
    body: JSON.stringify({ quoted }),
  });
}

async function publicTestimonials(slug: string) {
  await heard(t);
  const res = await t.app.request(`/api/v1/courses/${slug}`);
  return ((await res.json()) as { data: { testimonials: { author: string; text: string }[] } }).data.testimonials;
}

describe('testimonials from feedback', () => {
  it('keeps the consent of a satisfied author only, lists the consenting ones, and shows only the chosen ones publicly', async () => {
    const course = await makeCourse(t.deps.db, { status: 'APPROVED', learningOutcomes: OUTCOMES, testimonials: [{ author: 'Valik', text: 'Typed in' }] });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, name: 'Kevad', startDate: daysFromNow(-50), endDate: daysFromNow(-1), status: 'COMPLETED' });

    const mari = await submitAs(cohort.id, { firstName: 'Mari', lastName: 'kask' }, 9, '  The robots were great  ', { quote_consent: true });
    expect(mari.answer.data.quote_consent).toBe(true);
    const jaan = await submitAs(cohort.id, { firstName: 'Jaan', lastName: 'Tamm' }, 10, 'Best teacher', { quote_consent: true });
    // no body: no consent
    const silent = await submitAs(cohort.id, { firstName: 'Siim', lastName: 'Saar' }, 10, 'Fine', {});
    expect(silent.answer.data.quote_consent).toBe(false);
    // an unhappy author's highlights answer "What bothered you": the consent is not kept
    const unhappy = await submitAs(cohort.id, { firstName: 'Olev', lastName: 'Org' }, 5, 'Too fast', { quote_consent: true });
    expect(unhappy.answer.data.quote_consent).toBe(false);
    expect(await rowWhere(t.deps.db, feedbackSubmissions, { userId: unhappy.account.id })).toMatchObject({ quoteConsent: false, quoted: false });

    // the console lists the two who agreed, newest first, named as the page would name them
    const listed = await quotesOf(course.id);
    expect(listed.map((q) => [q.author, q.text, q.quoted])).toEqual([
      ['Jaan T.', 'Best teacher', false],
      ['Mari K.', 'The robots were great', false],
    ]);
    expect(listed[0]).toMatchObject({ cohort_name: 'Kevad', quote_consent: true });

    // nothing chosen yet: the page shows the course's own testimonials only (read first, so the cache must drop)
    expect(await publicTestimonials(course.slug)).toEqual([{ author: 'Valik', text: 'Typed in' }]);

    const mariQuote = listed.find((q) => q.author === 'Mari K.')!;
    const chosen = await choose(course.id, mariQuote.id, true);
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { data: Quote }).data).toMatchObject({ id: mariQuote.id, quoted: true });
    expect(await publicTestimonials(course.slug)).toEqual([
      { author: 'Valik', text: 'Typed in' },
      { author: 'Mari K.', text: 'The robots were great' },
    ]);

    // a quoted author who renames themself is shown with the new name at once
    await updateWhere(t.deps.db, users, { id: mari.account.id }, { firstName: 'Maria' });
    expect((await publicTestimonials(course.slug)).map((q) => q.author)).toEqual(['Valik', 'Maria K.']);

    // hiding it again takes it off the page
    expect((await choose(course.id, mariQuote.id, false)).status).toBe(200);
    expect(await publicTestimonials(course.slug)).toEqual([{ author: 'Valik', text: 'Typed in' }]);
    expect(jaan.answer.data.quote_consent).toBe(true);
  });

  it('refuses to quote an author who did not agree (422, in the caller\'s language) and answers 404 for feedback of another course', async () => {
    const course = await makeCourse(t.deps.db, { status: 'APPROVED', learningOutcomes: OUTCOMES });
    const other = await makeCourse(t.deps.db, { status: 'APPROVED', learningOutcomes: OUTCOMES });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, startDate: daysFromNow(-50), endDate: daysFromNow(-1), status: 'COMPLETED' });
    const silent = await submitAs(cohort.id, { firstName: 'Siim', lastName: 'Saar' }, 10, 'Fine', { quote_consent: false });
    const row = await rowWhere(t.deps.db, feedbackSubmissions, { userId: silent.account.id });
    expect(await quotesOf(course.id)).toEqual([]);

    for (const [lang, message] of [
      ['et', 'Autor ei ole nõustunud, et tema tagasisidet tsiteeritakse'],
      ['en', 'The author did not agree to be quoted'],
      ['ru', 'Автор не согласился, чтобы его отзыв цитировали'],
    ] as const) {
      const res = await choose(course.id, row!.id, true, { 'accept-language': lang });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).error.message).toBe(message);
    }
    expect(await rowWhere(t.deps.db, feedbackSubmissions, { id: row!.id })).toMatchObject({ quoted: false });
    expect(await publicTestimonials(course.slug)).toEqual([]);

    const elsewhere = await choose(other.id, row!.id, true, { 'accept-language': 'en' });
    expect(elsewhere.status).toBe(404);
    expect((await errorOf(elsewhere)).error.message).toBe('The feedback could not be found');
    const bad = await choose(course.id, row!.id, 'yes', { 'accept-language': 'en' });
    expect(bad.status).toBe(422);
  });

  it('is for admins only', async () => {
    const course = await makeCourse(t.deps.db, { status: 'APPROVED', learningOutcomes: OUTCOMES });
    const teacher = await signIn(t, (await makeAccount(t, 'TEACHER')).email);
    const res = await t.app.request(`/api/v1/manage/courses/${course.id}/feedback-quotes`, { headers: { cookie: teacher } });
    expect(res.status).toBe(403);
    const put = await choose(course.id, 1, true, { cookie: teacher });
    expect(put.status).toBe(403);
  });
});
