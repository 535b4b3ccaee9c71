// A teacher's classes in one Monday..Sunday week (issue 8 item 1): every weekly class time of their
// cohorts, on the Tallinn wall clock (18:00 stays 18:00 across a DST change), within each cohort's start
// and end days (dates.ts classTimesInWeek). A class lasts online_lesson_length minutes of real time, or
// DEFAULT_ONLINE_LESSON_MINUTES when the cohort has none. Which cohorts count (the teacher's own, not
// DRAFT or CANCELED) is the caller's choice.
import type { ClassTimeDto } from './contracts/catalog.ts';
import { DEFAULT_ONLINE_LESSON_MINUTES } from './constants.ts';
import { classTimesInWeek, toDate, type DateInput } from './dates.ts';

export interface TeachingCohort {
  id: number;
  name: string;
  startDate: DateInput;
  endDate: DateInput;
  classTimes: readonly ClassTimeDto[];
  /** minutes; null = DEFAULT_ONLINE_LESSON_MINUTES */
  onlineLessonLength: number | null;
}

export interface TeachingSlot {
  cohortId: number;
  name: string;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

/** The classes of the week containing `weekStart` (any instant of that week), by start time, then cohort id. */
export function teachingSlotsInWeek(cohorts: readonly TeachingCohort[], weekStart: DateInput): TeachingSlot[] {
  return cohorts
    .flatMap((cohort) => {
      const minutes = cohort.onlineLessonLength ?? DEFAULT_ONLINE_LESSON_MINUTES;
      return classTimesInWeek(cohort, weekStart).map((start) => ({
        cohortId: cohort.id,
        name: cohort.name,
        start,
        end: new Date(start.getTime() + minutes * MINUTE_MS),
      }));
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.cohortId - b.cohortId);
}

/** A class that has ended (issue 18 item 9): nothing to join any more. */
export function isClassOver(slot: { end: DateInput }, now: Date): boolean {
  return now.getTime() >= toDate(slot.end).getTime();
}
