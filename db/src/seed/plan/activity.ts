// The activity log of the registrations: registering, paying, reminders, cancelling, results, class
// attendance, school invoice payments and the demo student's payer change.
import { STUDENTS } from '../content/people.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, HOUR_MS, addMs, mondayOfWeek } from '../time.ts';
import { between, classInstants, maxDate, minDate, schoolRepOf } from './helpers.ts';
import { studentKey, teacherKey, type PersonKey, type PlannedActivity, type PlannedCohort, type PlannedInvoice, type PlannedRegistration } from './types.ts';

export function planActivity(
  now: Date,
  input: {
    cohorts: readonly PlannedCohort[];
    registrations: readonly PlannedRegistration[];
    invoicesByKey: ReadonlyMap<string, PlannedInvoice>;
    invoices: readonly PlannedInvoice[];
    payerChanges: readonly { registrationIndex: number }[];
    adminActor: PersonKey | null;
  },
): PlannedActivity[] {
  const { cohorts, registrations, invoicesByKey, invoices, payerChanges, adminActor } = input;
  const schoolRep = schoolRepOf;
  const activity: PlannedActivity[] = [];
  const activityRng = createRng('activity');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    const student = studentKey(reg.studentIndex);
    const schoolKey = STUDENTS[reg.studentIndex]?.schoolKey ?? null;
    activity.push({
      type: 'COHORT_REGISTRATION',
      user: student,
      actor: student,
      cohortIndex: cohort.index,
      schoolKey,
      notes: `Registreerus: ${cohort.name}`,
      metadata: { payer: reg.payer },
      createdAt: reg.registeredAt,
    });
    const invoice = reg.invoiceKey ? invoicesByKey.get(reg.invoiceKey) : undefined;
    if (invoice && invoice.schoolKey === null && invoice.paidAt) {
      activity.push({
        type: 'COHORT_PAYMENT',
        user: student,
        actor: student,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: `Arve ${invoice.invoiceId} tasutud`,
        metadata: { invoice_id: invoice.invoiceId, amount: invoice.amount, method: invoice.metadata.payment_method },
        createdAt: invoice.paidAt,
      });
    }
    if (invoice && invoice.status === 'UNPAID' && invoice.schoolKey === null) {
      activity.push({
        type: 'EMAIL_SENT',
        user: student,
        actor: null,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: 'Meeldetuletus: arve tasumata',
        metadata: { template: 'invoice_reminder', invoice_id: invoice.invoiceId },
        createdAt: minDate(addMs(reg.registeredAt, 2 * DAY_MS), addMs(now, -HOUR_MS)),
      });
    }
    if (reg.status === 'CANCELED' && reg.canceledAt) {
      activity.push(
        cohort.status === 'CANCELED'
          ? {
              type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
              user: student,
              actor: adminActor,
              cohortIndex: cohort.index,
              schoolKey,
              notes: 'Kohort tühistati',
              metadata: { from: 'REGISTERED', to: 'CANCELED' },
              createdAt: reg.canceledAt,
            }
          : {
              type: 'UNENROLL',
              user: student,
              actor: student,
              cohortIndex: cohort.index,
              schoolKey,
              notes: 'Loobus kursusest',
              metadata: { from: cohort.startDate.getTime() <= reg.canceledAt.getTime() ? 'IN_PROGRESS' : 'REGISTERED' },
              createdAt: reg.canceledAt,
            },
      );
    }
    if ((reg.status === 'COMPLETED' || reg.status === 'FAILED') && reg.resultAt) {
      activity.push({
        type: 'COHORT_PARTICIPANT_STATUS_CHANGE',
        user: student,
        actor: teacherKey(cohort.teacherIndexes[0] ?? 0),
        cohortIndex: cohort.index,
        schoolKey,
        notes: reg.status === 'COMPLETED' ? 'Arvestatud' : 'Mittearvestatud',
        metadata: { from: 'AWAITING_RESULT', to: reg.status },
        createdAt: reg.resultAt,
      });
    }
    if (reg.status === 'IN_PROGRESS') {
      const past = classInstants(cohort, mondayOfWeek(now), [-1, 0]).filter(
        (t) => t.getTime() < now.getTime() && t.getTime() >= cohort.startDate.getTime(),
      );
      const lastClass = past[past.length - 1];
      if (lastClass && activityRng.chance(0.7)) {
        activity.push({
          type: 'VIDEO_CALL_JOINED',
          user: student,
          actor: student,
          cohortIndex: cohort.index,
          schoolKey,
          notes: 'Liitus veebitunniga',
          metadata: { url: cohort.videoUrl },
          createdAt: minDate(addMs(lastClass, activityRng.int(-3, 6) * 60_000), addMs(now, -60_000)),
        });
      }
      if (activityRng.chance(0.4)) {
        activity.push({
          type: 'LMS_LINK_CLICKED',
          user: student,
          actor: student,
          cohortIndex: cohort.index,
          schoolKey,
          notes: 'Avas õpikeskkonna',
          metadata: { url: cohort.externalLmsLink },
          createdAt: between(activityRng, cohort.startDate, now),
        });
      }
    }
    if (reg.status === 'REGISTERED' && cohort.startDate.getTime() - now.getTime() < 14 * DAY_MS) {
      activity.push({
        type: 'EMAIL_SENT',
        user: student,
        actor: null,
        cohortIndex: cohort.index,
        schoolKey: null,
        notes: 'Kursuse algus läheneb',
        metadata: { template: 'cohort_starting_soon' },
        createdAt: maxDate(reg.registeredAt, addMs(now, -DAY_MS)),
      });
    }
  }
  for (const invoice of invoices) {
    if (invoice.schoolKey === null || !invoice.paidAt) continue;
    activity.push({
      type: 'COHORT_PAYMENT',
      user: null,
      actor: schoolRep(invoice.schoolKey),
      cohortIndex: invoice.cohortIndex,
      schoolKey: invoice.schoolKey,
      notes: `Kooli arve ${invoice.invoiceId} tasutud`,
      metadata: { invoice_id: invoice.invoiceId, amount: invoice.amount },
      createdAt: invoice.paidAt,
    });
  }
  // The demo student's upcoming course moved to personal payment: the school's limit of two courses is used.
  for (const { registrationIndex } of payerChanges) {
    const reg = registrations[registrationIndex] as PlannedRegistration;
    const schoolKey = STUDENTS[reg.studentIndex]?.schoolKey ?? null;
    activity.push({
      type: 'PAYER_CHANGED',
      user: studentKey(reg.studentIndex),
      actor: schoolKey ? schoolRep(schoolKey) : adminActor,
      cohortIndex: reg.cohortIndex,
      schoolKey,
      notes: 'Kooli makstavate kursuste limiit on täis, maksjaks määrati õpilane',
      metadata: { from: 'SCHOOL', to: 'STUDENT' },
      createdAt: minDate(addMs(reg.registeredAt, HOUR_MS), addMs(now, -HOUR_MS)),
    });
  }
  return activity;
}
