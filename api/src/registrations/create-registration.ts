// Registering for a cohort (issue 6 item 1): never sells a seat twice, and (issue 16 item 3, ADR 019) holds
// the cohort's lock only for the seat decision, so a rush of registrations does not queue behind invoices.
//  1. the seat decision, a short transaction: lock the cohort row (FOR UPDATE; every registration,
//     cancellation and offer of this cohort waits here, so the count below is the truth until commit), count
//     live registrations + offers and holds of others, ask canRegister; full → the student joins the
//     waitlist (202), unless they hold an open offer; else the registration row takes the seat (an offer
//     held is ACCEPTED with it) and the transaction commits, releasing the lock;
//  2. a student payer, in a second transaction: an UNPAID personal invoice due 3 days before the start (or
//     PAID by a pass), progress, COHORT_REGISTRATION logged with the confirmation e-mail (sent after commit,
//     notify.ts). Should it fail, the seat is given back (the registration row deleted, the offer reopened)
//     and the error thrown. A school payer does both in one transaction, as before: the school's row lock,
//     limitations with live balances and the credit or prepaid seat spent decide with the seat
//     (invoices/school-invoice.ts).
// The partial unique index (one live registration per user and cohort) is the last line of defence: its
// violation is answered 409 like the rule above it.
import type { Db } from '@valik/db/client';
import type { CohortParticipant, Invoice, WaitlistEntryRow } from '@valik/db/schema';
import {
  countSeatsTakenIn,
  deleteParticipant,
  findLiveRegistration,
  findLiveWaitlistEntry,
  getStudentSchool,
  insertInvoice,
  insertParticipant,
  insertProgressForParticipant,
  insertWaitlistEntry,
  lockCohortForUpdate,
  lockInvoiceNumbering,
  readCohortWithCourse,
  lockSchoolForUpdate,
  logActivity,
  mailNotice,
  nextInvoiceNumber,
  setWaitlistStatus,
  updateParticipant,
  waitlistPosition,
  type LockedCohort,
} from '@valik/db/queries';
import { canRegister, COURSE_LIST_PRICE_CENTS, invoiceDueDate, SCHOOL_PAYMENT_MESSAGES, REGISTRATION_MESSAGES, type Payer } from '../domain/index.ts';
import { ApiError } from '../lib/errors.ts';
import { checkSchoolPaymentNow, schoolPaymentRefused, spendSchoolFunding } from './school-funding.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { putOnSchoolInvoice } from '../invoices/school-invoice.ts';
import { coverageNow } from '../payments/passes.ts';

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
    if (input.payer === 'SCHOOL') {
      return await db.transaction(async (tx) => {
        const seat = await decideSeat(tx, input, now);
        return seat.kind === 'WAITLISTED' ? seat : registerSchoolPaid(tx, seat, input, now);
      });
    }
    const seat = await db.transaction((tx) => takeSeat(tx, input, now));
    if (seat.kind === 'WAITLISTED') return seat;
    try {
      return await db.transaction((tx) => completeStudentPaid(tx, seat, input, now));
    } catch (error) {
      // the seat goes back: nothing refers to the registration row yet
      await db.transaction(async (tx) => {
        await deleteParticipant(tx, { id: seat.registration.id });
        if (seat.entry && seat.usedOffer) await setWaitlistStatus(tx, { id: seat.entry.id, status: 'OFFERED' });
      });
      throw error;
    }
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

/** A seat taken: the registration row (REGISTERED, no invoice yet) and the offer it used, if any. */
interface SeatTaken {
  kind: 'SEAT';
  registration: CohortParticipant;
  cohort: LockedCohort;
  entry: WaitlistEntryRow | null;
  usedOffer: boolean;
}

/**
 * The seat decision: the waitlist, or a seat under the cohort's row lock (held until the caller's
 * transaction ends), whose registration row the caller inserts.
 */
async function decideSeat(
  db: Db,
  input: CreateRegistrationInput,
  now: Date,
): Promise<Extract<CreateRegistrationResult, { kind: 'WAITLISTED' }> | (Omit<SeatTaken, 'registration'> & { registration: null })> {
  // A first look without the lock: when the group is full already, joining the waitlist needs no lock (a
  // waiting entry takes no seat; the partial unique index keeps one per student), so a rush's latecomers
  // never queue behind the cohort's row lock. A seat is only ever taken under the lock.
  const mine = async () => {
    const existing = await findLiveRegistration(db, { userId: input.userId, cohortId: input.cohortId });
    const entry = await findLiveWaitlistEntry(db, { userId: input.userId, cohortId: input.cohortId });
    const holdsOffer = entry?.status === 'OFFERED' && entry.offerExpiresAt !== null && entry.offerExpiresAt.getTime() >= now.getTime();
    return { existing, entry, holdsOffer };
  };
  const first = await readCohortWithCourse(db, { cohortId: input.cohortId });
  if (!first) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  let { existing, entry, holdsOffer } = await mine();
  const judge = async (cohort: LockedCohort) => {
    // the student's own offer or payment hold is theirs to take, so it does not count against them
    const seatsTaken = await countSeatsTakenIn(db, { cohortId: cohort.id, now, exceptUserId: input.userId });
    let eligibility = canRegister(
      {
        cohortStatus: cohort.status,
        startDate: cohort.startDate,
        endDate: cohort.endDate,
        size: cohort.size,
        seatsTaken,
        alreadyRegistered: existing !== null,
        alreadyWaitlisted: entry !== null && !holdsOffer,
      },
      now,
    );
    // An offer holds its seat even when the group shows as full (e.g. status GROUP_FULL).
    if (eligibility.outcome === 'WAITLIST' && holdsOffer && seatsTaken < cohort.size) eligibility = { outcome: 'REGISTER' };
    if (eligibility.outcome === 'REFUSED') throw new ApiError('CONFLICT', eligibility.reason);
    return eligibility.outcome;
  };
  const waitlist = async (cohort: LockedCohort) => {
    const joined = await insertWaitlistEntry(db, { userId: input.userId, cohortId: cohort.id, now });
    return { kind: 'WAITLISTED' as const, entry: joined, position: await waitlistPosition(db, { entry: joined }), cohort };
  };
  // full at first look (and no offer of theirs): the waitlist, without the lock
  if (!holdsOffer && (await judge(first)) === 'WAITLIST') return waitlist(first);
  const cohort = await lockCohortForUpdate(db, { cohortId: input.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  // under the lock, read again what another request of theirs (a double click) may have changed
  ({ existing, entry, holdsOffer } = await mine());
  if ((await judge(cohort)) === 'WAITLIST') return waitlist(cohort);
  return { kind: 'SEAT', registration: null, cohort, entry, usedOffer: holdsOffer };
}

/** The seat decision of a student payer, a transaction of its own: the registration row takes the seat. */
async function takeSeat(tx: Db, input: CreateRegistrationInput, now: Date) {
  const decided = await decideSeat(tx, input, now);
  if (decided.kind === 'WAITLISTED') return decided;
  const registration = await insertParticipant(tx, { userId: input.userId, cohortId: decided.cohort.id, defaultPayer: 'STUDENT', status: 'REGISTERED' });
  if (decided.entry && decided.usedOffer) await setWaitlistStatus(tx, { id: decided.entry.id, status: 'ACCEPTED' });
  return { ...decided, registration };
}

/** A school payer, in the transaction of the seat decision (the school's funding decides with it). */
async function registerSchoolPaid(
  tx: Db,
  seat: Omit<SeatTaken, 'registration'>,
  input: CreateRegistrationInput,
  now: Date,
): Promise<CreateRegistrationResult> {
  const { cohort } = seat;
  const actor = input.actorUserId ?? input.userId;
  const school = await getStudentSchool(tx, { userId: input.userId });
  if (!school) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
  const locked = await lockSchoolForUpdate(tx, { schoolId: school.id });
  if (!locked) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
  const check = await checkSchoolPaymentNow(
    tx,
    { userId: input.userId, school: locked, course: { id: cohort.courseId, language: cohort.courseLanguage }, cohort },
    now,
  );
  if (!check.allowed) throw schoolPaymentRefused(check);
  const inserted = await insertParticipant(tx, { userId: input.userId, cohortId: cohort.id, defaultPayer: 'SCHOOL', status: 'REGISTERED' });
  await spendSchoolFunding(tx, check.fundedBy, {
    schoolId: locked.id,
    userId: input.userId,
    cohortId: cohort.id,
    participantId: inserted.id,
    actorUserId: actor,
    now,
  });
  const invoice = await putOnSchoolInvoice(tx, {
    school: locked,
    participantId: inserted.id,
    userId: input.userId,
    cohort: { id: cohort.id, name: cohort.name, courseName: cohort.courseName },
    fundedBy: check.fundedBy,
    listPriceCents: COURSE_LIST_PRICE_CENTS,
    now,
  });
  if (seat.entry && seat.usedOffer) await setWaitlistStatus(tx, { id: seat.entry.id, status: 'ACCEPTED' });
  return finish(tx, { ...seat, kind: 'SEAT', registration: inserted }, input, invoice, school.id);
}

/** A student payer, after the seat was taken: the personal invoice (or a pass pays), progress, the log. */
async function completeStudentPaid(tx: Db, seat: SeatTaken, input: CreateRegistrationInput, now: Date): Promise<CreateRegistrationResult> {
  const school = await getStudentSchool(tx, { userId: input.userId });
  // an active pass pays for it: the invoice is PAID at zero (payments/passes.ts, domain passCoverage)
  const { coverage, pass } = await coverageNow(tx, input.userId, now);
  const invoice = await issueStudentInvoice(tx, {
    userId: input.userId,
    cohort: seat.cohort,
    dueDate: invoiceDueDate(seat.cohort.startDate, now),
    now,
    passSubscriptionId: coverage.covered && pass ? pass.id : null,
  });
  return finish(tx, seat, input, invoice, school?.id ?? null);
}

async function finish(tx: Db, seat: SeatTaken, input: CreateRegistrationInput, invoice: Invoice, schoolId: number | null): Promise<CreateRegistrationResult> {
  const actor = input.actorUserId ?? input.userId;
  await updateParticipant(tx, { id: seat.registration.id, changes: { invoiceId: invoice.id } });
  const registration = { ...seat.registration, invoiceId: invoice.id };
  await insertProgressForParticipant(tx, { participantId: registration.id, userId: input.userId, cohortId: seat.cohort.id, schoolId });
  await logActivity(tx, {
    type: 'COHORT_REGISTRATION',
    userId: input.userId,
    cohortId: seat.cohort.id,
    actorUserId: actor,
    schoolId: input.payer === 'SCHOOL' ? schoolId : null,
    metadata: { payer: input.payer, participant_id: registration.id, invoice_id: invoice.invoiceId, from_waitlist: seat.usedOffer, ...mailNotice('REGISTRATION_CONFIRMED') },
  });
  return { kind: 'REGISTERED', registration, invoice, cohort: seat.cohort, usedOffer: seat.usedOffer };
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
