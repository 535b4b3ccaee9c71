// Registering for a cohort (issue 6 item 1): ONE transaction that never sells a seat twice.
//  1. lock the cohort row (FOR UPDATE): every registration, cancellation and offer of this cohort waits here,
//     so the count below is the truth until commit;
//  2. count live registrations + offers still holding a seat for someone else, and ask canRegister;
//  3. full → the student joins the waitlist (202), unless they hold an open offer;
//  4. a school payer: lock the school row, check its limitations with live balances, spend one credit or
//     prepaid seat and put the registration on the school's invoice of this month (invoices/school-invoice.ts);
//     a student payer: an UNPAID personal invoice due 3 days before the start;
//  5. COHORT_REGISTRATION is logged; the confirmation e-mail goes after commit (notify.ts).
// The partial unique index (one live registration per user and cohort) is the last line of defence: its
// violation is answered 409 like the rule above it.
import type { Db } from '@valik/db/client';
import type { CohortParticipant, Invoice, WaitlistEntryRow } from '@valik/db/schema';
import {
  countLiveRegistrations,
  countCheckoutHolds,
  countOpenOffers,
  findLiveRegistration,
  findLiveWaitlistEntry,
  getStudentSchool,
  insertInvoice,
  insertParticipant,
  insertProgressForParticipant,
  insertWaitlistEntry,
  lockCohortForUpdate,
  lockInvoiceNumbering,
  lockSchoolForUpdate,
  logActivity,
  nextInvoiceNumber,
  setWaitlistStatus,
  updateParticipant,
  waitlistPosition,
  type LockedCohort,
} from '@valik/db/queries';
import { canRegister, invoiceDueDate, SCHOOL_PAYMENT_MESSAGES, REGISTRATION_MESSAGES, type Payer } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';
import { checkSchoolPaymentNow, schoolPaymentRefused, spendSchoolFunding } from './school-funding.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { putOnSchoolInvoice } from '../invoices/school-invoice.ts';
import { coverageNow } from '../payments/passes.ts';

/** The list price of a course seat on a personal invoice, in cents, until the payments issue prices courses. */
export const COURSE_LIST_PRICE_CENTS = 9900;

export const COHORT_NOT_FOUND = 'The cohort could not be found';

export type CreateRegistrationResult =
  | { kind: 'REGISTERED'; registration: CohortParticipant; invoice: Invoice | null; cohort: LockedCohort; usedOffer: boolean }
  | { kind: 'WAITLISTED'; entry: WaitlistEntryRow; position: number; cohort: LockedCohort };

export interface CreateRegistrationInput {
  userId: number;
  cohortId: number;
  payer: Payer;
  /** who acts (the student, or an admin); defaults to the student */
  actorUserId?: number;
}

export async function createRegistration(db: Db, input: CreateRegistrationInput, now: Date): Promise<CreateRegistrationResult> {
  try {
    return await db.transaction((tx) => registerInTx(tx, input, now));
  } catch (error) {
    if (isUniqueViolation(error, 'cohort_participants_live_registration_key')) {
      throw new ApiError('CONFLICT', REGISTRATION_MESSAGES.alreadyRegistered);
    }
    if (isUniqueViolation(error, 'waitlist_entries_live_key')) {
      throw new ApiError('CONFLICT', REGISTRATION_MESSAGES.alreadyWaitlisted);
    }
    throw error;
  }
}

async function registerInTx(tx: Db, input: CreateRegistrationInput, now: Date): Promise<CreateRegistrationResult> {
  const actor = input.actorUserId ?? input.userId;
  const cohort = await lockCohortForUpdate(tx, { cohortId: input.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  const existing = await findLiveRegistration(tx, { userId: input.userId, cohortId: cohort.id });
  const entry = await findLiveWaitlistEntry(tx, { userId: input.userId, cohortId: cohort.id });
  const holdsOffer = entry?.status === 'OFFERED' && entry.offerExpiresAt !== null && entry.offerExpiresAt.getTime() >= now.getTime();
  const live = await countLiveRegistrations(tx, { cohortId: cohort.id });
  // seats held for someone else: waitlist offers and open pay-and-register checkouts (payments/)
  const othersOffers =
    (await countOpenOffers(tx, { cohortId: cohort.id, now, exceptUserId: input.userId })) +
    (await countCheckoutHolds(tx, { cohortId: cohort.id, now, exceptUserId: input.userId }));
  let eligibility = canRegister(
    {
      cohortStatus: cohort.status,
      startDate: cohort.startDate,
      endDate: cohort.endDate,
      size: cohort.size,
      seatsTaken: live + othersOffers,
      alreadyRegistered: existing !== null,
      alreadyWaitlisted: entry !== null && !holdsOffer,
    },
    now,
  );
  // An offer holds its seat even when the group shows as full (e.g. status GROUP_FULL).
  if (eligibility.outcome === 'WAITLIST' && holdsOffer && live + othersOffers < cohort.size) eligibility = { outcome: 'REGISTER' };
  if (eligibility.outcome === 'REFUSED') throw new ApiError('CONFLICT', eligibility.reason);
  if (eligibility.outcome === 'WAITLIST') {
    const joined = await insertWaitlistEntry(tx, { userId: input.userId, cohortId: cohort.id, now });
    return { kind: 'WAITLISTED', entry: joined, position: await waitlistPosition(tx, { entry: joined }), cohort };
  }

  let registration: CohortParticipant;
  let invoice: Invoice;
  const school = await getStudentSchool(tx, { userId: input.userId });
  if (input.payer === 'SCHOOL') {
    if (!school) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
    const locked = await lockSchoolForUpdate(tx, { schoolId: school.id });
    if (!locked) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
    const check = await checkSchoolPaymentNow(
      tx,
      { userId: input.userId, school: locked, course: { id: cohort.courseId, language: cohort.courseLanguage }, cohort },
      now,
    );
    if (!check.allowed) throw schoolPaymentRefused(check);
    registration = await insertParticipant(tx, { userId: input.userId, cohortId: cohort.id, defaultPayer: 'SCHOOL', status: 'REGISTERED' });
    await spendSchoolFunding(tx, check.fundedBy, {
      schoolId: locked.id,
      userId: input.userId,
      cohortId: cohort.id,
      participantId: registration.id,
      actorUserId: actor,
      now,
    });
    invoice = await putOnSchoolInvoice(tx, {
      school: locked,
      participantId: registration.id,
      userId: input.userId,
      cohort: { id: cohort.id, name: cohort.name, courseName: cohort.courseName },
      fundedBy: check.fundedBy,
      listPriceCents: COURSE_LIST_PRICE_CENTS,
      now,
    });
  } else {
    registration = await insertParticipant(tx, { userId: input.userId, cohortId: cohort.id, defaultPayer: 'STUDENT', status: 'REGISTERED' });
    // an active pass pays for it: the invoice is PAID at zero (payments/passes.ts, domain passCoverage)
    const { coverage, pass } = await coverageNow(tx, input.userId, now);
    invoice = await issueStudentInvoice(tx, {
      userId: input.userId,
      cohort,
      dueDate: invoiceDueDate(cohort.startDate, now),
      now,
      passSubscriptionId: coverage.covered && pass ? pass.id : null,
    });
  }
  await updateParticipant(tx, { id: registration.id, changes: { invoiceId: invoice.id } });
  registration = { ...registration, invoiceId: invoice.id };
  await insertProgressForParticipant(tx, { participantId: registration.id, userId: input.userId, cohortId: cohort.id, schoolId: school?.id ?? null });
  if (entry && holdsOffer) await setWaitlistStatus(tx, { id: entry.id, status: 'ACCEPTED' });
  await logActivity(tx, {
    type: 'COHORT_REGISTRATION',
    userId: input.userId,
    cohortId: cohort.id,
    actorUserId: actor,
    schoolId: input.payer === 'SCHOOL' ? (school?.id ?? null) : null,
    metadata: { payer: input.payer, participant_id: registration.id, invoice_id: invoice.invoiceId, from_waitlist: holdsOffer },
  });
  return { kind: 'REGISTERED', registration, invoice, cohort, usedOffer: holdsOffer };
}

/** An UNPAID personal invoice for one seat of the cohort. */
export async function issueStudentInvoice(
  tx: Db,
  params: { userId: number; cohort: LockedCohort; dueDate: Date; now: Date; passSubscriptionId?: number | null },
): Promise<Invoice> {
  await lockInvoiceNumbering(tx);
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Tallinn', year: 'numeric' }).format(params.now));
  const byPass = params.passSubscriptionId ?? null;
  const amount = byPass === null ? COURSE_LIST_PRICE_CENTS : 0;
  return insertInvoice(tx, {
    invoiceId: await nextInvoiceNumber(tx, { year }),
    userId: params.userId,
    status: byPass === null ? 'UNPAID' : 'PAID',
    amount,
    dueDate: params.dueDate,
    ...(byPass === null ? {} : { paidAt: params.now }),
    metadata: {
      kind: 'PERSONAL',
      cohort_id: params.cohort.id,
      ...(byPass === null ? {} : { pass_subscription_id: String(byPass) }),
      lines: [{ course_name: params.cohort.courseName, cohort_name: params.cohort.name, course_slug: params.cohort.courseSlug, amount }],
    },
  });
}
