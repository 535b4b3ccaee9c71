// Issue 18 item 9: the teacher's cohorts by the next start time (product-spec §9), not the oldest first;
// this week's classes offer no join once a class is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort } from '@valik/db/testing';
import { api, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyDay = (hour: number, minute = 0) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, hour, minute }));

describe("the teacher's cohorts", () => {
  it('lists running and upcoming cohorts by the next start time, ended ones last', async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const teacherUserIds = [teacher.id];
    const ended = await makeCohort(t.deps.db, { teacherUserIds, startDate: daysFromNow(-120), endDate: daysFromNow(-60) });
    const later = await makeCohort(t.deps.db, { teacherUserIds, startDate: daysFromNow(60), endDate: daysFromNow(120) });
    const running = await makeCohort(t.deps.db, { teacherUserIds, startDate: daysFromNow(-30), endDate: daysFromNow(30), onlineClassTimes: everyDay(23, 59) });
    const soon = await makeCohort(t.deps.db, { teacherUserIds, startDate: daysFromNow(5), endDate: daysFromNow(50) });
    const cookie = await signIn(t, teacher.email);
    const body = await (await api(t, { cookie }).teacher.cohorts.$get()).json();
    expect(body.data.map((c) => c.id)).toEqual([running.id, soon.id, later.id, ended.id]);
  });
});

describe("this week's classes", () => {
  it('offers no join for a class already over, and the join for one still to come', async () => {
    const teacher = await makeAccount(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db, {
      teacherUserIds: [teacher.id],
      startDate: daysFromNow(-30),
      endDate: daysFromNow(30),
      onlineClassTimes: [...everyDay(0, 0), ...everyDay(23, 59)],
      onlineLessonLength: 1,
      videoUrl: 'https://meet.example.test/class',
    });
    const cookie = await signIn(t, teacher.email);
    const body = await (await api(t, { cookie }).teacher.dashboard.$get()).json();
    const now = Date.now();
    const classes = body.data.classes.filter((c) => c.cohort_id === cohort.id);
    expect(classes.length).toBe(14);
    for (const c of classes) {
      const over = new Date(c.end).getTime() <= now;
      expect({ start: c.start, is_over: c.is_over, video_url: c.video_url }).toEqual({ start: c.start, is_over: over, video_url: over ? null : 'https://meet.example.test/class' });
    }
    // today 00:00 is over, the coming ones are not: both kinds are on the list
    expect(classes.some((c) => c.is_over)).toBe(true);
    expect(classes.some((c) => !c.is_over)).toBe(true);
  });
});
