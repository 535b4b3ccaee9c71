// The demo's class sessions and attendance (issue 29 item 2, ADR 032): every class of every cohort that has
// classes, from its start day to its end day by the weekly Tallinn times (the rule of @valik/domain's
// cohortClassStarts, which the API's session sync follows, so it keeps these rows: an API test checks that
// the two agree), and for each class already held, who came. Most students come to nearly every class; a
// few miss often, so the teacher's register, the student's "attended of held", the school representative's
// list and report and the admin have something real to show.
import { createRng } from '../prng.ts';
import { addDays, atTime, tallinnParts, type CalendarDay } from '../time.ts';
import type { PlannedAttendance, PlannedCohort, PlannedRegistration, PlannedSession } from './types.ts';

/** Cohorts without classes: a draft is not scheduled yet, a canceled one never ran (the sync skips them too). */
const NO_CLASSES = new Set(['DRAFT', 'CANCELED']);
const MINUTE_MS = 60_000;

/** A cohort's class starts: each Tallinn day from its start day to its end day, at each weekly time of that weekday. */
export function cohortSessionStarts(cohort: Pick<PlannedCohort, 'startDate' | 'endDate' | 'classTimes'>): Date[] {
  const first = tallinnParts(cohort.startDate);
  const last = tallinnParts(cohort.endDate);
  const lastKey = Date.UTC(last.year, last.month, last.day);
  const starts: Date[] = [];
  for (let day: CalendarDay = { year: first.year, month: first.month, day: first.day }; Date.UTC(day.year, day.month, day.day) <= lastKey; day = addDays(day, 1)) {
    const isoWeekday = ((new Date(Date.UTC(day.year, day.month, day.day)).getUTCDay() + 6) % 7) + 1;
    for (const slot of cohort.classTimes) if (slot.day === isoWeekday) starts.push(atTime(day, slot.hour, slot.minute));
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

export function planAttendance(now: Date, cohorts: PlannedCohort[], registrations: PlannedRegistration[]): { sessions: PlannedSession[]; attendance: PlannedAttendance[] } {
  const rng = createRng('attendance');
  const sessions: PlannedSession[] = [];
  const attendance: PlannedAttendance[] = [];
  const byCohort = new Map<number, PlannedRegistration[]>();
  for (const r of registrations) if (r.status !== 'CANCELED') byCohort.set(r.cohortIndex, [...(byCohort.get(r.cohortIndex) ?? []), r]);
  // how often each student comes: most nearly always, about one in eight misses half the classes
  const rate = new Map(registrations.map((r) => [r.index, rng.next() < 0.12 ? 0.45 : 0.85 + rng.next() * 0.15]));
  for (const cohort of cohorts) {
    if (NO_CLASSES.has(cohort.status)) continue;
    for (const startsAt of cohortSessionStarts(cohort)) {
      const sessionIndex = sessions.push({ cohortIndex: cohort.index, startsAt }) - 1;
      // attendance is kept for classes already over
      if (startsAt.getTime() + cohort.lessonLength * MINUTE_MS > now.getTime()) continue;
      for (const r of byCohort.get(cohort.index) ?? []) {
        if (r.registeredAt.getTime() > startsAt.getTime()) continue;
        attendance.push({ sessionIndex, registrationIndex: r.index, present: rng.next() < (rate.get(r.index) ?? 0.9) });
      }
    }
  }
  return { sessions, attendance };
}
