// Invoices (personal at the list price, one per school and Tallinn calendar month at the school's seat price
// as ADR 008 makes them, one per pass payment: the first period and each renewal) numbered VLK-<year>-<n> in
// issue order, and the credit events of schools that pay with credits. Nothing is invoiced at 0,00 € and
// every payment has its invoice (issue 28): a pass pays with its own invoices, a refunded course invoice
// gets a credit note (index.ts; at least one refunded by card). A school's finished months are issued (the
// month-end sweep's issued_at) and delivered as e-invoices by the outbox when the server starts (index.ts).
import { COURSE_LIST_PRICE_CENTS } from '../../enum-values.ts';
import { DEMO_PERSONA, STUDENTS } from '../content/people.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, HOUR_MS, addMs, tallinnParts, tallinnTime } from '../time.ts';
import { minDate, schoolOf } from './helpers.ts';
import type { PlannedCohort, PlannedInvoice, PlannedRegistration, PlannedSubscription } from './types.ts';

/** What a pass period costs in the demo (the domain's PASS_PRICE_CENTS; the db package does not import it). */
const DEMO_PASS_PRICE_CENTS = { SINGLE_PASS: 4900, MULTI_PASS: 7900 } as const;
const DEMO_PASS_DAYS = { SINGLE_PASS: 7, MULTI_PASS: 14 } as const;

export interface CreditEvent {
  registration: PlannedRegistration;
  type: 'DEDUCT' | 'REFUND';
  at: Date;
}

/** A school's monthly invoice is due 14 days after its month (the domain's SCHOOL_INVOICE_DUE_DAYS_AFTER_PERIOD). */
const SCHOOL_DUE_DAYS_AFTER_MONTH = 14;

/** The Tallinn calendar month of an instant: its key ('2026-10'), first instant, first instant of the next month. */
function monthOf(at: Date): { key: string; start: Date; next: Date } {
  const { year, month } = tallinnParts(at);
  return { key: `${year}-${String(month + 1).padStart(2, '0')}`, start: tallinnTime(year, month, 1), next: tallinnTime(year, month + 1, 1) };
}

/** Full refund up to 7 days after the course start (spec §9); an invoice is due 3 days before it. */
const REFUND_WINDOW_MS = 7 * DAY_MS;
const DUE_BEFORE_START_MS = 3 * DAY_MS;

/** The last instant of a Tallinn calendar day (an instant at its noon). */
function endOfDay(noon: Date): Date {
  const { year, month, day } = tallinnParts(noon);
  return new Date(tallinnTime(year, month, day + 1).getTime() - 1000);
}

export function planInvoices(
  now: Date,
  cohorts: readonly PlannedCohort[],
  registrations: readonly PlannedRegistration[],
  subscriptions: readonly PlannedSubscription[] = [],
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
      // a course a pass paid for has no invoice of its own (issue 28): invoices are paid by card or bank link
      const method = invoiceRng.pick(['card', 'bank_link', 'bank_link', 'card', 'card']);
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
          ...(paidAt ? { payment: { provider: method === 'card' ? 'STRIPE' : 'MONTONIO', amount: COURSE_LIST_PRICE_CENTS } } : {}),
          refunded: status === 'CANCELED' && paidAt !== null,
          lines: [{ course_name: cohort.course.name, cohort_name: cohort.name, course_slug: cohort.course.slug, amount: COURSE_LIST_PRICE_CENTS }],
        },
        refundedAt: status === 'CANCELED' && paidAt !== null ? minDate(addMs(reg.canceledAt ?? paidAt, 2 * DAY_MS), addMs(now, -HOUR_MS)) : null,
      });
      reg.invoiceKey = key;
    } else if (school && school.openingCredits > 0) {
      creditEvents.push({ registration: reg, type: 'DEDUCT', at: reg.registeredAt });
      // Full refund up to 7 days after the course start (spec §9).
      if (reg.canceledAt && reg.canceledAt.getTime() <= cohort.startDate.getTime() + REFUND_WINDOW_MS) {
        creditEvents.push({ registration: reg, type: 'REFUND', at: reg.canceledAt });
      }
    } else if (school) {
      // the school's invoice of the Tallinn calendar month the registration was made in (ADR 008)
      const month = monthOf(reg.registeredAt);
      const key = `school:${school.key}:${month.key}`;
      let invoice = invoicesByKey.get(key);
      if (!invoice) {
        invoice = {
          key,
          invoiceId: '',
          cohortIndex: null,
          status: 'UNPAID',
          studentIndex: null,
          schoolKey: school.key,
          amount: 0,
          issuedAt: reg.registeredAt,
          dueDate: endOfDay(addMs(month.next, (SCHOOL_DUE_DAYS_AFTER_MONTH - 1) * DAY_MS + 12 * HOUR_MS)),
          paidAt: null,
          metadata: { kind: 'SCHOOL', period: month.key, lines: [] },
        };
        invoicesByKey.set(key, invoice);
      }
      invoice.issuedAt = minDate(invoice.issuedAt, reg.registeredAt);
      reg.invoiceKey = key;
      if (reg.status !== 'CANCELED') {
        const student = STUDENTS[reg.studentIndex];
        const name = student ? `${student.firstName} ${student.lastName}` : '';
        // cohort_index and registration_index become cohort_id and participant_id when inserted (index.ts)
        (invoice.metadata.lines as unknown[]).push({
          registration_index: reg.index,
          cohort_index: cohort.index,
          student: name,
          student_name: name,
          course_name: cohort.course.name,
          cohort_name: cohort.name,
          registered_at: reg.registeredAt.toISOString(),
          amount: school.seatPrice,
          funded_by: null,
        });
        invoice.amount += school.seatPrice;
      }
    }
  }
  // each pass payment: the first period at the purchase, then one per renewal while it ran and was not paused
  for (const sub of subscriptions) {
    const days = DEMO_PASS_DAYS[sub.type];
    const until = sub.endedAt ?? (sub.pausedByUser ? addMs(now, -days * DAY_MS) : now);
    for (let n = 0, start = sub.createdAt; start.getTime() <= until.getTime() || n === 0; n++, start = addMs(start, days * DAY_MS)) {
      const key = `pass:${sub.subscriptionId}:${n}`;
      const end = addMs(start, days * DAY_MS);
      invoicesByKey.set(key, {
        key,
        invoiceId: '',
        cohortIndex: null,
        status: 'PAID',
        studentIndex: sub.studentIndex,
        schoolKey: null,
        amount: DEMO_PASS_PRICE_CENTS[sub.type],
        issuedAt: start,
        dueDate: start,
        paidAt: start,
        metadata: {
          kind: 'PASS',
          subscription_key: sub.subscriptionId,
          renewal: n > 0,
          payment: { provider: 'STRIPE', subscription_id: sub.subscriptionId, amount: DEMO_PASS_PRICE_CENTS[sub.type] },
          lines: [{ pass_type: sub.type, period_start: start.toISOString(), period_end: end.toISOString(), quantity: 1, amount: DEMO_PASS_PRICE_CENTS[sub.type] }],
        },
      });
    }
  }
  // a school's month: open while it runs; once over, issued (the sweep's issued_at on the 1st) and delivered as
  // an e-invoice; paid by transfer a week after its issue, except the month just finished (due, unpaid)
  const thisMonth = monthOf(now);
  const lastMonth = monthOf(addMs(thisMonth.start, -DAY_MS));
  for (const invoice of invoicesByKey.values()) {
    if (invoice.schoolKey === null) continue;
    const period = invoice.metadata.period as string;
    if (invoice.amount === 0) invoice.status = 'CANCELED';
    if (period < thisMonth.key) {
      const issued = addMs(monthOf(invoice.issuedAt).next, 10 * 60_000);
      invoice.metadata.issued_at = issued.toISOString();
      invoice.einvoice = invoice.amount > 0;
      if (invoice.amount > 0 && period < lastMonth.key) {
        invoice.status = 'PAID';
        invoice.paidAt = minDate(addMs(issued, 7 * DAY_MS), addMs(now, -HOUR_MS));
      }
    }
    invoice.metadata.payment_method = invoice.paidAt ? 'bank_transfer' : null;
  }
  // at least one course refunded by card, with its credit note (the demo student's when they have one)
  const refunded = [...invoicesByKey.values()].filter((i) => i.refundedAt);
  if (refunded.length > 0 && !refunded.some((i) => i.metadata.payment_method === 'card')) {
    const card = refunded.find((i) => i.studentIndex === demoStudent) ?? (refunded[0] as PlannedInvoice);
    card.metadata.payment_method = 'card';
    card.metadata.payment = { provider: 'STRIPE', amount: card.amount };
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
