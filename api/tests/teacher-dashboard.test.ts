// The teacher dashboard against hand-computed numbers: this week's classes in Tallinn (Monday..Sunday),
// cohorts by phase, the attention flag at exactly 3 weeks, and the feedback averages of my cohorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackSubmissions } from '@valik/db/schema';
import type { FeedbackAnswers } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeParticipant } from '@valik/db/testing';
import { addTallinnDays, startOfWeek, tallinnTime, toTallinn } from '@valik/domain';
import { createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Dashboard {
  classes: { cohort_id: number; start: string; end: string }[];
  cohorts_by_phase: Record<string, { id: number }[]>;
  attention: { participant_id: number }[];
  feedback: { answers: number; participants: number; response_rate: number; satisfaction_average: number; positive_share: number; teacher_competence_average: number };
}

async function dashboardOf(email: string): Promise<Dashboard> {
  const res = await t.app.request('/api/v1/teacher/dashboard', { headers: { cookie: await signIn(t, email) } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Dashboard }).data;
}

describe('teacher dashboard', () => {
  it("lists this week's classes Monday to Sunday in Tallinn time and my cohorts by phase", async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, hour: 12, minute: 15 }));
    const running = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(-30), endDate: daysFromNow(30), onlineClassTimes: everyDay, onlineLessonLength: 45 });
    const upcoming = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(60), endDate: daysFromNow(90) });
    const ended = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(-90), endDate: daysFromNow(-60) });
    await makeCohort(t.deps.db, { startDate: daysFromNow(-30), endDate: daysFromNow(30), onlineClassTimes: everyDay }); // someone else's
    const data = await dashboardOf(teacher.email);
    const monday = startOfWeek(new Date());
    const expected = [0, 1, 2, 3, 4, 5, 6].map((d) => {
      const day = toTallinn(addTallinnDays(monday, d));
      return tallinnTime(day.getFullYear(), day.getMonth(), day.getDate(), 12, 15).toISOString();
    });
    expect(data.classes.map((c) => c.start)).toEqual(expected);
    expect(data.classes.every((c) => c.cohort_id === running.id)).toBe(true);
    expect(new Date(data.classes[0]?.end ?? 0).getTime() - new Date(data.classes[0]?.start ?? 0).getTime()).toBe(45 * 60_000);
    expect(data.cohorts_by_phase.IN_PROGRESS?.map((c) => c.id)).toEqual([running.id]);
    expect(data.cohorts_by_phase.UPCOMING?.map((c) => c.id)).toEqual([upcoming.id]);
    expect(data.cohorts_by_phase.ENDED?.map((c) => c.id)).toEqual([ended.id]);
  });

  it('flags a student whose course ended exactly 3 weeks ago without a result, not one ended an hour later', async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const threeWeeksAgo = addTallinnDays(new Date(), -21);
    const atBoundary = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(-60), endDate: new Date(threeWeeksAgo.getTime() - 1000) });
    const justInside = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(-60), endDate: new Date(threeWeeksAgo.getTime() + 3_600_000) });
    const flagged = await makeParticipant(t.deps.db, { cohortId: atBoundary.id, status: 'IN_PROGRESS' });
    await makeParticipant(t.deps.db, { cohortId: atBoundary.id, status: 'COMPLETED' });
    await makeParticipant(t.deps.db, { cohortId: atBoundary.id, status: 'CANCELED' });
    await makeParticipant(t.deps.db, { cohortId: justInside.id, status: 'AWAITING_RESULT' });
    const data = await dashboardOf(teacher.email);
    expect(data.attention.map((a) => a.participant_id)).toEqual([flagged.id]);
  });

  it('averages the feedback of my cohorts (hand-computed)', async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
    const other = await makeCohort(t.deps.db, { startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
    const people = await Promise.all([0, 1, 2, 3].map(() => makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'COMPLETED' })));
    await makeParticipant(t.deps.db, { cohortId: cohort.id, status: 'CANCELED' });
    const answers: FeedbackAnswers[] = [
      { course_satisfaction: 10, teacher_competence: 5 },
      { course_satisfaction: 8, teacher_competence: 4 },
      { course_satisfaction: 5, teacher_competence: 4 },
    ];
    await t.deps.db.insert(feedbackSubmissions).values(answers.map((a, i) => ({ userId: people[i]?.userId ?? 0, cohortId: cohort.id, courseId: cohort.courseId, answers: a })));
    const stranger = await makeParticipant(t.deps.db, { cohortId: other.id });
    await t.deps.db.insert(feedbackSubmissions).values({ userId: stranger.userId, cohortId: other.id, courseId: other.courseId, answers: { course_satisfaction: 1, teacher_competence: 1 } });
    const data = await dashboardOf(teacher.email);
    // 3 answers of 4 live registrations; (10 + 8 + 5) / 3 = 7.67; 2 of 3 are 8+; (5 + 4 + 4) / 3 = 4.33
    expect(data.feedback).toEqual({
      answers: 3,
      participants: 4,
      response_rate: 0.75,
      satisfaction_average: 7.67,
      positive_share: 0.6667,
      teacher_competence_average: 4.33,
    });
  });
});
