// Issue 29 item 4 (ADR 033): a course's rating is computed from its submitted feedback, in the transaction
// that submits it: the mean satisfaction (1..10) as average_score, half of it on the page's scale of 5,
// with the number of answers; the public catalogue shows it only from 3 answers on (before: nothing, never a
// typed-in number), and the cached answers drop the old rating when feedback is submitted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFeedbackDraft } from '@valik/db/queries';
import { cohortParticipants, courses } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeCourse, rowWhere } from '@valik/db/testing';
import { createTestApp, heard, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OUTCOMES = ['Plan', 'Build', 'Present'];
const answers = (satisfaction: number) => ({
  course_satisfaction: satisfaction,
  course_highlights: satisfaction >= 8 ? 'The robots' : 'Too fast',
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

interface PublicCourse {
  data: { rating: number | null; rating_count: number; average_score: number | null };
}

async function publicCourse(slug: string) {
  await heard(t);
  return ((await (await t.app.request(`/api/v1/courses/${slug}`)).json()) as PublicCourse).data;
}

async function submitAs(cohortId: number, satisfaction: number) {
  const account = await makeAccount(t, 'STUDENT');
  await t.deps.db.insert(cohortParticipants).values({ userId: account.id, cohortId, status: 'COMPLETED' });
  await saveFeedbackDraft(t.deps.db, { userId: account.id, cohortId, answers: answers(satisfaction) });
  const cookie = await signIn(t, account.email);
  const res = await t.app.request(`/api/v1/me/cohorts/${cohortId}/feedback/submit`, jsonPost({}, { cookie }));
  expect(res.status).toBe(201);
}

describe('a course rating from feedback', () => {
  it('shows nothing below 3 answers (not the typed-in number), then the mean of 5 with the count', async () => {
    // a typed-in rating (as the old seed had) is not what shows
    const course = await makeCourse(t.deps.db, { status: 'APPROVED', learningOutcomes: OUTCOMES, rating: 4.9, averageScore: 9.8 });
    const cohort = await makeCohort(t.deps.db, { courseId: course.id, startDate: daysFromNow(-50), endDate: daysFromNow(-1), status: 'COMPLETED' });
    // a public read first, so the catalogue's cached answer must be dropped by the submissions
    expect(await publicCourse(course.slug)).toMatchObject({ rating: null, rating_count: 0, average_score: null });

    await submitAs(cohort.id, 9);
    await submitAs(cohort.id, 6);
    // computed in the submission's transaction, but below the threshold nothing shows
    expect(await rowWhere(t.deps.db, courses, { id: course.id })).toMatchObject({ averageScore: 7.5, rating: 3.75, feedbackCount: 2 });
    expect(await publicCourse(course.slug)).toMatchObject({ rating: null, rating_count: 0, average_score: null });
    const listed = ((await (await t.app.request('/api/v1/courses')).json()) as { data: { slug: string; rating: number | null }[] }).data;
    expect(listed.find((c) => c.slug === course.slug)?.rating).toBeNull();

    await submitAs(cohort.id, 10);
    // (9 + 6 + 10) / 3 = 8.33 of 10 → 4.2 of 5, from 3 answers
    expect(await publicCourse(course.slug)).toMatchObject({ rating: 4.2, rating_count: 3 });
    expect((await publicCourse(course.slug)).average_score).toBeCloseTo(25 / 3, 5);
    const relisted = ((await (await t.app.request('/api/v1/courses')).json()) as { data: { slug: string; rating: number | null; rating_count: number }[] }).data;
    expect(relisted.find((c) => c.slug === course.slug)).toMatchObject({ rating: 4.2, rating_count: 3 });
  });
});
