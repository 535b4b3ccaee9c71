// The feedback dashboard API against hand-computed numbers from factory data: every breakdown of one
// cohort for the admin, the school filter and its options per role, and the school-year filter with its
// boundary at 1 August 00:00 Tallinn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackSubmissions } from '@valik/db/schema';
import type { FeedbackAnswers } from '@valik/db/schema';
import { daysFromNow, makeCohort, makeParticipant, makeSchool, makeStudent } from '@valik/db/testing';
import { getSchoolYear } from '@valik/domain';
import { createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let schoolX: { id: number; name: string };
let schoolY: { id: number; name: string };
let schoolZ: { id: number; name: string };
let teacherId: number;
let cohortId: number;
const cookies = { admin: '', teacher: '', rep: '' };

async function answer(cohort: { id: number; courseId: number }, schoolId: number, answers: FeedbackAnswers | null) {
  const { user } = await makeStudent(t.deps.db, { schoolId });
  await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: 'COMPLETED' });
  if (answers) await t.deps.db.insert(feedbackSubmissions).values({ userId: user.id, cohortId: cohort.id, courseId: cohort.courseId, answers });
}

beforeAll(async () => {
  t = await createTestApp();
  schoolX = await makeSchool(t.deps.db, { name: 'Aardla kool' });
  schoolY = await makeSchool(t.deps.db, { name: 'Bürgeri kool' });
  schoolZ = await makeSchool(t.deps.db, { name: 'Ülenurme kool' });
  const teacher = await makeAccount(t, 'TEACHER');
  teacherId = teacher.id;
  cookies.teacher = await signIn(t, teacher.email);
  cookies.admin = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
  cookies.rep = await signIn(t, (await makeAccount(t, 'SCHOOL_REP', { schoolId: schoolX.id })).email);

  const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacherId], startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
  cohortId = cohort.id;
  await answer(cohort, schoolX.id, {
    course_satisfaction: 9,
    learning_outcomes: { A: 8, B: 6 },
    course_difficulty: 5,
    time_spent: 5,
    teacher_competence: 5,
    self_performance: 4,
    course_highlights: 'Huvitav',
    course_learnings: 'Palju uut',
  });
  await answer(cohort, schoolX.id, {
    course_satisfaction: 7,
    learning_outcomes: { A: 6, B: 10 },
    course_difficulty: 4,
    time_spent: 2,
    teacher_competence: 4,
    self_performance: 2,
    course_highlights: 'Liiga kiire',
    improvement_feedback: 'Rohkem harjutusi',
  });
  await answer(cohort, schoolX.id, { course_satisfaction: 8, learning_outcomes: { A: 10 }, course_difficulty: 5, time_spent: 5, teacher_competence: 3, self_performance: 3 });
  await answer(cohort, schoolX.id, null); // registered, never answered
  await answer(cohort, schoolY.id, { course_satisfaction: 2, teacher_competence: 1 });
  // another teacher's cohort with a student of school Z
  const foreign = await makeCohort(t.deps.db, { startDate: daysFromNow(-60), endDate: daysFromNow(-10) });
  await answer(foreign, schoolZ.id, { course_satisfaction: 10 });
});
afterAll(() => t.close());

interface Scale {
  count: number;
  average: number;
  distribution: { value: number; count: number }[];
}
interface Body {
  aggregate: {
    answers: number;
    participants: number;
    response_rate: number;
    withheld: boolean;
    satisfaction: (Scale & { positive_share: number }) | null;
    learning_outcomes: { outcome: string; count: number; average: number }[] | null;
    difficulty: Scale | null;
    time_spent: Scale | null;
    teacher_competence: Scale | null;
    self_performance: Scale | null;
    texts: { highlights: string[]; bothered: string[]; learnings: string[]; improvement: string[] } | null;
  };
  options: { courses: { id: number }[]; cohorts: { id: number }[]; schools: { id: number; name: string }[] };
}

async function dashboard(query: string, cookie: string): Promise<Body> {
  const res = await t.app.request(`/api/v1/feedback-dashboard${query}`, { headers: { cookie, 'accept-language': 'en' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Body }).data;
}
const counts = (s: Scale | null) => s?.distribution.map((b) => [b.value, b.count]);

describe('feedback dashboard numbers', () => {
  it("gives an admin every breakdown of one school's answers in a cohort, as computed by hand", async () => {
    const { aggregate: a } = await dashboard(`?cohort_id=${cohortId}&school_id=${schoolX.id}`, cookies.admin);
    // 3 answers of 4 registrations of school X
    expect(a).toMatchObject({ answers: 3, participants: 4, response_rate: 0.75, withheld: false });
    // (9 + 7 + 8) / 3 = 8; 8 and 9 are 8 or more: 2 of 3
    expect(a.satisfaction).toMatchObject({ count: 3, average: 8, positive_share: 0.6667 });
    expect(counts(a.satisfaction)).toEqual([[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 1], [8, 1], [9, 1], [10, 0]]);
    // A: (8 + 6 + 10) / 3 = 8; B: (6 + 10) / 2 = 8
    expect(a.learning_outcomes).toEqual([
      { outcome: 'A', count: 3, average: 8 },
      { outcome: 'B', count: 2, average: 8 },
    ]);
    // difficulty (5 + 4 + 5) / 3 = 4.67 in display order 1, 2, 5, 4, 3; time spent (5 + 2 + 5) / 3 = 4
    expect(a.difficulty?.average).toBe(4.67);
    expect(counts(a.difficulty)).toEqual([[1, 0], [2, 0], [5, 2], [4, 1], [3, 0]]);
    expect(a.time_spent?.average).toBe(4);
    expect(counts(a.time_spent)).toEqual([[1, 0], [2, 1], [5, 2], [4, 0], [3, 0]]);
    // competence (5 + 4 + 3) / 3 = 4; self grade (4 + 2 + 3) / 3 = 3
    expect(a.teacher_competence).toMatchObject({ count: 3, average: 4 });
    expect(counts(a.self_performance)).toEqual([[1, 0], [2, 1], [3, 1], [4, 1], [5, 0]]);
    expect(a.self_performance?.average).toBe(3);
    // satisfaction 7 saw the 'what bothered you' question
    expect(a.texts).toMatchObject({ highlights: ['Huvitav'], bothered: ['Liiga kiire'], learnings: ['Palju uut'], improvement: ['Rohkem harjutusi'] });
  });

  it('counts every school for the admin without a school filter', async () => {
    const { aggregate: a } = await dashboard(`?cohort_id=${cohortId}`, cookies.admin);
    // 4 answers of 5 registrations; (9 + 7 + 8 + 2) / 4 = 6.5; 2 of 4 are 8+
    expect(a).toMatchObject({ answers: 4, participants: 5, response_rate: 0.8, satisfaction: { average: 6.5, positive_share: 0.5 } });
  });

  it("offers the admin every school with students, the teacher only their students' schools, the rep none", async () => {
    const admin = await dashboard('', cookies.admin);
    expect(admin.options.schools.map((s) => s.id)).toEqual(expect.arrayContaining([schoolX.id, schoolY.id, schoolZ.id]));
    const teacher = await dashboard('', cookies.teacher);
    expect(teacher.options.schools).toEqual([
      { id: schoolX.id, name: 'Aardla kool' },
      { id: schoolY.id, name: 'Bürgeri kool' },
    ]);
    expect(teacher.options.cohorts.map((c) => c.id)).toEqual([cohortId]);
    expect((await dashboard('', cookies.rep)).options.schools).toEqual([]);
  });

  it("narrows a teacher's numbers to one school, still within their own cohorts", async () => {
    expect((await dashboard(`?school_id=${schoolY.id}`, cookies.teacher)).aggregate).toMatchObject({ answers: 1, participants: 1, satisfaction: { average: 2 } });
    // school Z's student answered only in another teacher's cohort
    expect((await dashboard(`?school_id=${schoolZ.id}`, cookies.teacher)).aggregate).toMatchObject({ answers: 0, participants: 0 });
  });
});

describe('school-year filter of the feedback dashboard', () => {
  it('puts a cohort starting 1 August 00:00 Tallinn in the current school year and one a minute earlier in the last', async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const cookie = await signIn(t, teacher.email);
    const start = getSchoolYear(new Date()).start;
    const current = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: start, endDate: new Date(start.getTime() + 86_400_000) });
    const previous = await makeCohort(t.deps.db, { teacherUserIds: [teacher.id], startDate: new Date(start.getTime() - 60_000), endDate: new Date(start.getTime() + 86_400_000) });
    await answer(current, schoolX.id, { course_satisfaction: 10 });
    await answer(previous, schoolX.id, { course_satisfaction: 4 });
    const avg = async (year: string) => (await dashboard(`?school_year=${year}`, cookie)).aggregate.satisfaction?.average ?? null;
    expect(await avg('CURRENT')).toBe(10);
    expect(await avg('LAST_PREVIOUS')).toBe(4);
    expect(await avg('ALL_PREVIOUS')).toBe(4);
    expect(await avg('NEXT')).toBeNull();
    expect(await avg('ALL')).toBe(7);
  });
});
