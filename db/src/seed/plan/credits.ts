// School credit ledgers: the school year's credits are added on 1 August and expire a year later; when the
// balance runs out the school tops up 20 credits. With their activity entries (added, used, refunded, low).
import { SCHOOLS } from '../content/people.ts';
import { DAY_MS, addMs, schoolYearEnd, schoolYearStart } from '../time.ts';
import { maxDate, minDate, schoolOf, schoolRepOf } from './helpers.ts';
import type { CreditEvent } from './invoices.ts';
import { studentKey, type PersonKey, type PlannedActivity, type PlannedCohort, type PlannedCreditLog } from './types.ts';

export function planCredits(
  now: Date,
  cohorts: readonly PlannedCohort[],
  creditEvents: readonly CreditEvent[],
  adminActor: PersonKey | null,
): { creditLogs: PlannedCreditLog[]; activity: PlannedActivity[] } {
  const schoolYear = { start: schoolYearStart(now) };
  const creditLogs: PlannedCreditLog[] = [];
  const activity: PlannedActivity[] = [];
  const schoolRep = schoolRepOf;
  for (const school of SCHOOLS.filter((s) => s.openingCredits > 0)) {
    const events = creditEvents
      .filter((e) => schoolOf(e.registration.studentIndex)?.key === school.key)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const firstYearStart = events[0] ? minDate(schoolYearStart(events[0].at), schoolYear.start) : schoolYear.start;
    let yearStart = firstYearStart;
    let balance = 0;
    const addCredits = (amount: number, at: Date, reason: string) => {
      const expiresAt = schoolYearEnd(at);
      creditLogs.push({
        schoolKey: school.key,
        person: adminActor,
        type: 'ADD',
        amount,
        expiresAt,
        eventAppliesAt: at,
        cohortIndex: null,
        metadata: { reason },
      });
      activity.push({
        type: 'SCHOOL_CREDITS_ADDED',
        user: null,
        actor: adminActor,
        cohortIndex: null,
        schoolKey: school.key,
        notes: `Lisati ${amount} krediiti (${reason})`,
        metadata: { amount, expires_at: expiresAt.toISOString() },
        createdAt: at,
      });
      balance += amount;
    };
    addCredits(school.openingCredits, yearStart, 'õppeaasta ettemaks');
    for (const event of events) {
      while (event.at.getTime() >= schoolYearEnd(yearStart).getTime()) {
        yearStart = schoolYearEnd(yearStart);
        balance = 0; // last year's credits expired
        addCredits(school.openingCredits, yearStart, 'õppeaasta ettemaks');
      }
      const reg = event.registration;
      const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
      if (event.type === 'DEDUCT') {
        if (balance <= 0) {
          const lowAt = addMs(event.at, -2 * DAY_MS);
          activity.push({
            type: 'SCHOOL_CREDITS_LOW',
            user: schoolRep(school.key),
            actor: null,
            cohortIndex: null,
            schoolKey: school.key,
            notes: 'Kooli krediit on otsakorral',
            metadata: { balance },
            createdAt: maxDate(lowAt, yearStart),
          });
          addCredits(20, maxDate(addMs(event.at, -DAY_MS), yearStart), 'lisakrediit');
        }
        balance -= 1;
        creditLogs.push({
          schoolKey: school.key,
          person: studentKey(reg.studentIndex),
          type: 'DEDUCT',
          amount: 1,
          expiresAt: null,
          eventAppliesAt: event.at,
          cohortIndex: reg.cohortIndex,
          metadata: { cohort_name: cohort.name },
        });
        activity.push({
          type: 'SCHOOL_CREDITS_USED',
          user: studentKey(reg.studentIndex),
          actor: studentKey(reg.studentIndex),
          cohortIndex: reg.cohortIndex,
          schoolKey: school.key,
          notes: `Registreerimisel kasutati 1 kooli krediit`,
          metadata: { amount: 1 },
          createdAt: event.at,
        });
      } else {
        balance += 1;
        creditLogs.push({
          schoolKey: school.key,
          person: studentKey(reg.studentIndex),
          type: 'REFUND',
          amount: 1,
          expiresAt: schoolYearEnd(event.at),
          eventAppliesAt: event.at,
          cohortIndex: reg.cohortIndex,
          metadata: { cohort_name: cohort.name, reason: cohort.status === 'CANCELED' ? 'cohort_canceled' : 'unenrolled' },
        });
        activity.push({
          type: 'SCHOOL_CREDITS_REFUNDED',
          user: studentKey(reg.studentIndex),
          actor: null,
          cohortIndex: reg.cohortIndex,
          schoolKey: school.key,
          notes: 'Krediit tagastati kooli kontole',
          metadata: { amount: 1 },
          createdAt: event.at,
        });
      }
    }
    if (balance < 5) {
      activity.push({
        type: 'SCHOOL_CREDITS_LOW',
        user: schoolRep(school.key),
        actor: null,
        cohortIndex: null,
        schoolKey: school.key,
        notes: 'Kooli krediit on otsakorral',
        metadata: { balance },
        createdAt: addMs(now, -DAY_MS),
      });
    }
  }
  return { creditLogs, activity };
}
