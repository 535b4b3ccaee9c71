// Invoices (personal at the list price, one per school and cohort at the school's seat price) numbered
// VLK-<year>-<n> in issue order, and the credit events of schools that pay with credits.
import { COURSE_LIST_PRICE_CENTS } from '../../enum-values.ts';
import { DEMO_PERSONA, STUDENTS } from '../content/people.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, HOUR_MS, addMs, tallinnParts } from '../time.ts';
import { minDate, schoolOf } from './helpers.ts';
import type { PlannedCohort, PlannedInvoice, PlannedRegistration } from './types.ts';

export interface CreditEvent {
  registration: PlannedRegistration;
  type: 'DEDUCT' | 'REFUND';
  at: Date;
}

/** Full refund up to 7 days after the course start (spec §9); an invoice is due 3 days before it. */
const REFUND_WINDOW_MS = 7 * DAY_MS;
const DUE_BEFORE_START_MS = 3 * DAY_MS;

export function planInvoices(
  now: Date,
  cohorts: readonly PlannedCohort[],
  registrations: readonly PlannedRegistration[],
): { invoicesByKey: Map<string, PlannedInvoice>; invoices: PlannedInvoice[]; creditEvents: CreditEvent[] } {
  const demoStudent = DEMO_PERSONA.student;
  const invoicesByKey = new Map<string, PlannedInvoice>();
  const creditEvents: CreditEvent[] = [];
  const invoiceRng = createRng('invoices');
  for (const reg of registrations) {
    const cohort = cohorts[reg.cohortIndex] as PlannedCohort;
    const school = schoolOf(reg.studentIndex);
    const started = cohort.startDate.getTime() <= now.getTime();
    const dueDate = addMs(cohort.startDate, -DUE_BEFORE_START_MS);
    if (reg.payer === 'STUDENT') {
      const key = `personal:${reg.index}`;
      const isDemo = reg.studentIndex === demoStudent;
      let status: PlannedInvoice['status'];
      if (reg.status === 'CANCELED') status = 'CANCELED';
      else if (started) status = 'PAID';
      else if (isDemo && cohort.def.demoStudent === 'upcoming-unpaid') status = 'UNPAID';
      else status = invoiceRng.chance(0.55) ? 'PAID' : 'UNPAID';
      const paidAt =
        status === 'PAID' || (status === 'CANCELED' && invoiceRng.chance(0.5))
          ? minDate(addMs(reg.registeredAt, invoiceRng.int(1, 48) * HOUR_MS), addMs(now, -HOUR_MS))
          : null;
      const method = invoiceRng.pick(['card', 'bank_link', 'bank_link', 'card', 'subscription']);
      invoicesByKey.set(key, {
        key,
        invoiceId: '',
        cohortIndex: cohort.index,
        status,
        studentIndex: reg.studentIndex,
        schoolKey: null,
        amount: COURSE_LIST_PRICE_CENTS,
        issuedAt: reg.registeredAt,
        dueDate,
        paidAt,
        metadata: {
          kind: 'PERSONAL',
          payment_method: paidAt ? method : null,
          refunded: status === 'CANCELED' && paidAt !== null,
          lines: [{ cohort_name: cohort.name, course_slug: cohort.course.slug, amount: COURSE_LIST_PRICE_CENTS }],
        },
      });
      reg.invoiceKey = key;
    } else if (school && school.openingCredits > 0) {
      creditEvents.push({ registration: reg, type: 'DEDUCT', at: reg.registeredAt });
      // Full refund up to 7 days after the course start (spec §9).
      if (reg.canceledAt && reg.canceledAt.getTime() <= cohort.startDate.getTime() + REFUND_WINDOW_MS) {
        creditEvents.push({ registration: reg, type: 'REFUND', at: reg.canceledAt });
      }
    } else if (school) {
      const key = `school:${school.key}:${cohort.index}`;
      let invoice = invoicesByKey.get(key);
      if (!invoice) {
        invoice = {
          key,
          invoiceId: '',
          cohortIndex: cohort.index,
          status: 'UNPAID',
          studentIndex: null,
          schoolKey: school.key,
          amount: 0,
          issuedAt: reg.registeredAt,
          dueDate,
          paidAt: null,
          metadata: { kind: 'SCHOOL', cohort_name: cohort.name, course_slug: cohort.course.slug, lines: [] },
        };
        invoicesByKey.set(key, invoice);
      }
      invoice.issuedAt = minDate(invoice.issuedAt, reg.registeredAt);
      reg.invoiceKey = key;
      if (reg.status !== 'CANCELED') {
        const student = STUDENTS[reg.studentIndex];
        (invoice.metadata.lines as unknown[]).push({
          student: student ? `${student.firstName} ${student.lastName}` : null,
          amount: school.seatPrice,
        });
        invoice.amount += school.seatPrice;
      }
    }
  }
  for (const invoice of invoicesByKey.values()) {
    if (invoice.schoolKey === null) continue;
    const cohort = cohorts[invoice.cohortIndex] as PlannedCohort;
    if (invoice.amount === 0) invoice.status = 'CANCELED';
    else if (cohort.startDate.getTime() <= now.getTime()) {
      invoice.status = 'PAID';
      invoice.paidAt = minDate(addMs(cohort.startDate, -5 * DAY_MS), addMs(now, -HOUR_MS));
      if (invoice.paidAt.getTime() < invoice.issuedAt.getTime()) invoice.paidAt = addMs(invoice.issuedAt, 2 * DAY_MS);
    }
    invoice.metadata.payment_method = invoice.paidAt ? 'bank_transfer' : null;
  }
  // Numbers in issue order, per calendar year: VLK-2026-000001 …
  const invoices = [...invoicesByKey.values()].sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const perYear = new Map<number, number>();
  for (const invoice of invoices) {
    const year = tallinnParts(invoice.issuedAt).year;
    const seq = (perYear.get(year) ?? 100) + 1;
    perYear.set(year, seq);
    invoice.invoiceId = `VLK-${year}-${String(seq).padStart(6, '0')}`;
  }

  // Credit ledger: the school year's credits are added on 1 August and expire a year later; when the
  return { invoicesByKey, invoices, creditEvents };
}
