// Registrations of every cohort: who (weighted by language and school), in which status, who pays.
import { DEMO_PERSONA, STUDENTS } from '../content/people.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, HOUR_MS, addMs } from '../time.ts';
import { DEMO_PAYER, between, choosePayer, clamp, maxDate, minDate, weightedSample } from './helpers.ts';
import type { ParticipantStatus, PlannedCohort, PlannedRegistration } from './types.ts';

export function planRegistrations(now: Date, cohorts: readonly PlannedCohort[]): { registrations: PlannedRegistration[]; payerChanges: { registrationIndex: number }[] } {
  const demoStudent = DEMO_PERSONA.student;
  const otherStudents = STUDENTS.map((_, i) => i).filter((i) => i !== demoStudent);
  const registrations: PlannedRegistration[] = [];
  const payerChanges: { registrationIndex: number }[] = [];

  for (const cohort of cohorts) {
    const { def, course } = cohort;
    const rng = createRng(`cohort-registrations:${cohort.index}`);
    const demoRole = def.demoStudent;
    const canceledCount = def.canceled ?? 0;
    const total = def.live + canceledCount;
    if (total === 0) continue;
    const weight = (i: number): number => {
      const schoolKey = STUDENTS[i]?.schoolKey ?? null;
      if (course.language === 'ru') return schoolKey === 'narva' ? 6 : 0.4;
      if (course.language === 'en') return schoolKey === 'narva' ? 0.5 : 1.5;
      return schoolKey === 'narva' ? 0.6 : 1;
    };
    const sampled = weightedSample(rng, otherStudents, weight, demoRole ? total - 1 : total);
    // Live registrations first, then the canceled ones; the demo student takes the slot of their role.
    let liveStudents = sampled.slice(0, demoRole && demoRole !== 'canceled' ? def.live - 1 : def.live);
    let canceledStudents = sampled.slice(liveStudents.length);
    if (demoRole === 'canceled') canceledStudents = [demoStudent, ...canceledStudents];
    else if (demoRole) liveStudents = [demoStudent, ...liveStudents];

    const started = cohort.startDate.getTime() <= now.getTime();
    const ended = cohort.endDate.getTime() <= now.getTime();
    const cohortCanceledAt = started ? addMs(cohort.startDate, -2 * DAY_MS) : addMs(now, -rng.int(1, 3) * DAY_MS);
    let awaitingLeft = def.awaiting ?? 0;

    const makeRegisteredAt = (): Date => {
      if (!started) {
        const from = minDate(maxDate(addMs(now, -30 * DAY_MS), addMs(cohort.createdAt, DAY_MS)), addMs(now, -3 * DAY_MS));
        return between(rng, from, addMs(now, -2 * HOUR_MS));
      }
      const from = maxDate(addMs(cohort.startDate, -28 * DAY_MS), addMs(cohort.createdAt, DAY_MS));
      return between(rng, from, addMs(cohort.startDate, -DAY_MS));
    };

    const push = (studentIndex: number, status: ParticipantStatus, canceledAt: Date | null, resultAt: Date | null) => {
      const isDemo = studentIndex === demoStudent;
      const payer = isDemo && demoRole ? DEMO_PAYER[demoRole] : choosePayer(rng, studentIndex, course);
      let registeredAt = makeRegisteredAt();
      if (canceledAt && registeredAt.getTime() >= canceledAt.getTime()) registeredAt = addMs(canceledAt, -3 * DAY_MS);
      const elapsed = clamp((now.getTime() - cohort.startDate.getTime()) / (cohort.endDate.getTime() - cohort.startDate.getTime()), 0, 1);
      const progressPercent =
        status === 'COMPLETED'
          ? rng.int(85, 100)
          : status === 'FAILED'
            ? rng.int(15, 60)
            : status === 'AWAITING_RESULT'
              ? rng.int(60, 100)
              : status === 'IN_PROGRESS'
                ? clamp(Math.round(elapsed * 100) + rng.int(-20, 10), 0, 100)
                : status === 'CANCELED' && started && def.status !== 'CANCELED'
                  ? rng.int(0, 25)
                  : 0;
      const registration: PlannedRegistration = {
        index: registrations.length,
        cohortIndex: cohort.index,
        studentIndex,
        status,
        payer,
        registeredAt,
        canceledAt,
        resultAt,
        invoiceKey: null,
        progressPercent,
      };
      registrations.push(registration);
      if (isDemo && demoRole === 'upcoming-unpaid') payerChanges.push({ registrationIndex: registration.index });
    };

    for (const studentIndex of liveStudents) {
      const isDemo = studentIndex === demoStudent;
      let status: ParticipantStatus;
      let resultAt: Date | null = null;
      if (def.status === 'COMPLETED' || def.status === 'TEACHER_PAID') {
        if ((isDemo && demoRole === 'awaiting-result') || (!isDemo && awaitingLeft > 0)) {
          status = 'AWAITING_RESULT';
          awaitingLeft -= 1;
        } else {
          status = isDemo || !rng.chance(0.12) ? 'COMPLETED' : 'FAILED';
          resultAt = minDate(addMs(cohort.endDate, rng.int(1, 6) * DAY_MS), addMs(now, -HOUR_MS));
        }
      } else if (def.status === 'IN_PROGRESS') {
        status = 'IN_PROGRESS';
      } else {
        status = 'REGISTERED';
      }
      push(studentIndex, status, null, resultAt);
    }
    for (const studentIndex of canceledStudents) {
      let canceledAt: Date;
      if (def.status === 'CANCELED') canceledAt = cohortCanceledAt;
      else {
        const latest = minDate(addMs(now, -HOUR_MS), ended ? cohort.endDate : now);
        canceledAt = between(rng, started ? cohort.startDate : addMs(now, -10 * DAY_MS), latest);
      }
      push(studentIndex, 'CANCELED', canceledAt, null);
    }
  }
  return { registrations, payerChanges };
}
