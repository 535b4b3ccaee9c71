// Enrolling a student in a cohort (issue 6 item 1, issue 25 item 3): the ONE path by which a seat becomes a
// registration, whichever door the student came in by — the registration form (`payer` STUDENT or SCHOOL)
// or a payment that settled (`paid`: payments/apply-notification.ts). It never sells a seat twice, and
// (issue 16 item 3, ADR 019) holds the cohort's lock only for the seat decision, so a rush does not queue.
//  0. a first look, one statement without a transaction or lock (lookAtRegistration: the cohort, seats
//     taken by others, the student's registration and waitlist entry), judged by canRegister: refused →
//     the error; full and no open offer of theirs → the waitlist, one more statement (joinWaitlist: the
//     entry and its position; a waiting entry takes no seat, the partial unique index keeps one per student),
//     then a wait for seat changes in progress and a look: a seat freed meanwhile is offered to the line;
//  1. else the seat decision, a short transaction, one at a time per cohort in this process (seat-line.ts:
//     the others wait holding no connection, and take a "full" found meanwhile without asking again): lock
//     the cohort row (FOR UPDATE; every registration, cancellation and offer of this cohort waits here, so
//     what the next statement reads is the truth until commit), look again, judge again; a seat → the
//     registration row takes it (an offer held is ACCEPTED with it, `from_waitlist`) and the transaction
//     commits, releasing the lock; full → commit, then the waitlist as in 0;
//  2. a student payer, in a second transaction: an UNPAID personal invoice due 3 days before the start (or,
//     when a pass pays, no invoice: the registration names the pass), progress, COHORT_REGISTRATION logged with the confirmation e-mail (an outbox entry,
//     delivered after commit, ADR 024). Should it fail, the seat is given back under the cohort's lock (the registration row
//     deleted, the offer used reopened, a seat now free offered to the first in line: `onOffers`) and the
//     error thrown. A school payer does 1 and 2 in one transaction, as before: the school's row lock,
//     limitations with live balances and the credit or prepaid seat spent decide with the seat
//     (invoices/school-invoice.ts).
//  A paid enrolment (`paid`) runs steps 1 and 2 in the settlement's own transaction (`deps.db` is that
//  transaction: it recorded the provider's event and moves the checkout to PAID, so the money and the seat
//  commit together), which the settlement runs in the cohort's seat line holding the cohort's lock: the same
//  decision, the same registration row and waitlist flag, the personal invoice marked PAID by the payment,
//  the same COHORT_REGISTRATION entry with its confirmation. When the group filled meanwhile the student
//  joins its waitlist like any latecomer (`WAITLISTED`), and the settlement refunds the money (NO_SEAT, ADR
//  009): a waiting entry holds no seat and is paid for only when its offer is taken.
// The partial unique index (one live registration per user and cohort) is the last line of defence: its
// violation is answered 409 like the rule above it.
import type { Db } from '@valik/db/client';
import type { CohortParticipant, Invoice, WaitlistEntryRow } from '@valik/db/schema';
import {
  deleteParticipant,
  getStudentSchool,
  insertInvoice,
  insertParticipant,
  insertProgressForParticipant,
  joinWaitlist,
  lockCohortForUpdate,
  lockInvoiceNumbering,
  shareCohortKey,
  lockSchoolForUpdate,
  logActivity,
  lookAtRegistration,
  markInvoicePaid,
  waitForSeatChanges,
  mailNotice,
  nextInvoiceNumber,
  setWaitlistStatus,
  updateParticipant,
  type LockedCohort,
  type RegistrationLook,
} from '@valik/db/queries';
import { canRegister, COURSE_LIST_PRICE_CENTS, invoiceDueDate, invoiceReferenceNumber, SCHOOL_PAYMENT_MESSAGES, REGISTRATION_MESSAGES, type Payer } from '@valik/domain';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { ApiError } from '../lib/errors.ts';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { FULL, inSeatLine } from './seat-line.ts';
import { checkSchoolPaymentNow, schoolPaymentRefused, spendSchoolFunding } from './school-funding.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { putOnSchoolInvoice } from '../invoices/school-invoice.ts';
import { coverageNow } from '../payments/passes.ts';

export const COHORT_NOT_FOUND = 'The cohort could not be found';

export type EnrolResult =
  | { kind: 'REGISTERED'; registration: CohortParticipant; invoice: Invoice | null; cohort: LockedCohort; usedOffer: boolean }
  | { kind: 'WAITLISTED'; entry: WaitlistEntryRow; position: number; cohort: LockedCohort };

/** A paid enrolment never throws a refusal (the money is in): it answers it, and the settlement refunds. */
export type PaidEnrolResult =
  | { kind: 'REGISTERED'; registration: CohortParticipant; invoice: Invoice; cohort: LockedCohort; usedOffer: boolean }
  | { kind: 'WAITLISTED'; waitlistEntryId: number; cohort: LockedCohort }
  | { kind: 'REFUSED'; reason: string; cohort: LockedCohort };

export interface EnrolInput {
  userId: number;
  cohortId: number;
  payer: Payer;
  /** who acts (the student, or an admin); defaults to the student */
  actorUserId?: number;
}

/** A payment that settled for this seat (the checkout's provider reference, recorded on the PAID invoice). */
export interface EnrolPayment {
  provider: string;
  payment: Record<string, unknown>;
}

export type EnrolDeps = WorkDeps & {
  /**
   * Offers made to the first in line, committed (their e-mails and expiry jobs are outbox entries written with them):
   * when the seat this registration took was given back (a later step failed; called before the error is
   * thrown), or when a seat was found free right after the student joined the waitlist.
   */
  onOffers?: (offers: WaitlistEntryRow[]) => void;
};

/**
 * Enrols the student: a registration, or the waitlist when the group is full. With `paid`, `deps.db` is
 * the settlement's transaction, in the cohort's seat line and holding its lock (see the top of this file).
 */
export function enrolStudent(deps: EnrolDeps, input: EnrolInput & { payer: 'STUDENT'; paid: EnrolPayment }): Promise<PaidEnrolResult>;
export function enrolStudent(deps: EnrolDeps, input: EnrolInput): Promise<EnrolResult>;
export async function enrolStudent(deps: EnrolDeps, input: EnrolInput & { paid?: EnrolPayment }): Promise<EnrolResult | PaidEnrolResult> {
  const now = deps.clock();
  if (input.paid) return enrolPaid(deps.db, { ...input, paid: input.paid }, now);
  const { db } = deps;
  try {
    const first = await lookAtRegistration(db, { userId: input.userId, cohortId: input.cohortId, now });
    if (!first) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    // full at first look (and no offer of theirs): the waitlist, without the lock
    if (judge(first, now) === 'WAITLIST') return await waitlist(deps, first.cohort, input, now);
    // a seat looked free: the decision under the lock, in the cohort's line of this process (seat-line.ts)
    const line = { cohortId: first.cohort.id, takesVerdict: first.seatsHeldByStudent === 0 };
    if (input.payer === 'SCHOOL') {
      const done = await inSeatLine(db, line, () =>
        unitOfWork(deps, async (tx) => {
          const seat = await decideSeat(tx, input, now);
          return seat === FULL ? FULL : registerSchoolPaid(tx, seat, input, now);
        }),
      );
      return done === FULL ? await waitlist(deps, first.cohort, input, now) : done;
    }
    const seat = await inSeatLine(db, line, () => unitOfWork(deps, (tx) => takeSeat(tx, input, now)));
    if (seat === FULL) return await waitlist(deps, first.cohort, input, now);
    try {
      return await unitOfWork(deps, (tx) => completeStudentPaid(tx, seat, input, now));
    } catch (error) {
      await giveSeatBack(deps, seat, now).catch((giveBackError: unknown) => {
        throw new AggregateError([error, giveBackError], 'a registration failed and its seat could not be given back');
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

/**
 * A payment settled: steps 1 and 2 in the settlement's transaction. The seat is the student's when the
 * group has one for them (their own hold or offer is theirs, as in every decision); a live waitlist entry
 * of theirs is closed with it (ACCEPTED; `from_waitlist` when it was an open offer). Full: the waitlist.
 */
async function enrolPaid(tx: Db, input: EnrolInput & { paid: EnrolPayment }, now: Date): Promise<PaidEnrolResult> {
  const cohort = await lockCohortForUpdate(tx, { cohortId: input.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  const look = await lookAtRegistration(tx, { userId: input.userId, cohortId: input.cohortId, now });
  if (!look) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  // money in hand: a place in the line is no reason to refuse the seat it paid for
  const verdict = verdictOf(look, now, { waitingCounts: false });
  if (verdict.outcome === 'REFUSED') return { kind: 'REFUSED', reason: verdict.reason, cohort };
  if (verdict.outcome === 'WAITLIST') {
    const waitlistEntryId = look.entry?.id ?? (await joinWaitlistInTransaction(tx, { userId: input.userId, cohortId: cohort.id, now }));
    return { kind: 'WAITLISTED', waitlistEntryId, cohort };
  }
  const registration = await insertParticipant(tx, { userId: input.userId, cohortId: cohort.id, defaultPayer: 'STUDENT', status: 'REGISTERED' });
  if (look.entry) await setWaitlistStatus(tx, { id: look.entry.id, status: 'ACCEPTED' });
  const seat: SeatTaken = { kind: 'SEAT', registration, cohort, entry: look.entry, usedOffer: holdsOffer(look, now) };
  const school = await getStudentSchool(tx, { userId: input.userId });
  const unpaid = await issueStudentInvoice(tx, { userId: input.userId, cohort, dueDate: invoiceDueDate(cohort.startDate, now), now });
  await markInvoicePaid(tx, { id: unpaid.id, paidAt: now, payment: input.paid.payment });
  const invoice: Invoice = { ...unpaid, status: 'PAID', paidAt: now };
  const done = await finish(tx, seat, input, invoice, school?.id ?? null, { paid_by: input.paid.provider });
  return { ...done, invoice };
}

/** The waitlist from inside a transaction: a savepoint, so a live entry of theirs inserted meanwhile is found, not fatal. */
async function joinWaitlistInTransaction(tx: Db, params: { userId: number; cohortId: number; now: Date }): Promise<number> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a savepoint inside the settlement's unit of work: nothing commits here
    return await tx.transaction(async (savepoint) => (await joinWaitlist(savepoint, params)).entry.id);
  } catch (error) {
    if (!isUniqueViolation(error, 'waitlist_entries_live_key')) throw error;
    const look = await lookAtRegistration(tx, params);
    if (!look?.entry) throw error;
    return look.entry.id;
  }
}

/** A seat taken: the registration row (REGISTERED, no invoice yet) and the offer it used, if any. */
interface SeatTaken {
  kind: 'SEAT';
  registration: CohortParticipant;
  cohort: LockedCohort;
  /** the student's live waitlist entry (an offer they used, when usedOffer) */
  entry: RegistrationLook['entry'];
  usedOffer: boolean;
}

/** Does the student hold an open offer of this cohort (theirs to take, even when the group shows as full)? */
function holdsOffer(look: RegistrationLook, now: Date): boolean {
  const { entry } = look;
  return entry?.status === 'OFFERED' && entry.offerExpiresAt !== null && entry.offerExpiresAt.getTime() >= now.getTime();
}

type Verdict = { outcome: 'REGISTER' | 'WAITLIST' } | { outcome: 'REFUSED'; reason: string };

/**
 * canRegister on a look: a seat, the waitlist, or a refusal. `waitingCounts`: a student already WAITING in
 * the line is refused (they wait for their offer); a payment that settled takes the seat it found instead.
 */
function verdictOf(look: RegistrationLook, now: Date, options: { waitingCounts: boolean }): Verdict {
  const { cohort, seatsTaken } = look;
  const offer = holdsOffer(look, now);
  const eligibility = canRegister(
    {
      cohortStatus: cohort.status,
      startDate: cohort.startDate,
      endDate: cohort.endDate,
      size: cohort.size,
      // the student's own offer or payment hold is theirs to take, so it is not counted (lookAtRegistration)
      seatsTaken,
      alreadyRegistered: look.registration !== null,
      alreadyWaitlisted: options.waitingCounts && look.entry !== null && !offer,
    },
    now,
  );
  // An offer holds its seat even when the group shows as full (e.g. status GROUP_FULL).
  if (eligibility.outcome === 'WAITLIST' && offer && seatsTaken < cohort.size) return { outcome: 'REGISTER' };
  return eligibility;
}

/** The verdict of a registration: a seat, the waitlist, or the refusal thrown. */
function judge(look: RegistrationLook, now: Date): 'REGISTER' | 'WAITLIST' {
  const verdict = verdictOf(look, now, { waitingCounts: true });
  if (verdict.outcome === 'REFUSED') throw new ApiError('CONFLICT', verdict.reason);
  return verdict.outcome;
}

/**
 * Joins the line: one statement, no transaction, no lock. The look that sent the student here may be a
 * moment old, and a seat freed since (a cancellation, a seat given back, a hold or an offer run out) was
 * offered under the lock to those waiting then — not to this entry, not committed yet. So once the entry is
 * in: wait for the seat changes in progress to commit (waitForSeatChanges), look again, and when a seat is
 * free with people waiting, offer it under the lock (the first in line gets it; `onOffers`). Any seat
 * change that begins after the entry committed sees the entry itself.
 */
async function waitlist(deps: EnrolDeps, cohort: LockedCohort, input: EnrolInput, now: Date): Promise<EnrolResult> {
  const { db } = deps;
  const { entry, position } = await joinWaitlist(db, { userId: input.userId, cohortId: cohort.id, now });
  await waitForSeatChanges(db, { cohortId: cohort.id });
  const after = await lookAtRegistration(db, { userId: input.userId, cohortId: cohort.id, now });
  if (after && after.seatsTaken < after.cohort.size) {
    const offers = await unitOfWork(deps, async (tx) => {
      const locked = await lockCohortForUpdate(tx, { cohortId: cohort.id });
      return locked ? offerFreeSeats(tx, locked, now) : [];
    });
    if (offers.length > 0) deps.onOffers?.(offers);
    const mine = offers.find((offer) => offer.id === entry.id);
    if (mine) return { kind: 'WAITLISTED', entry: mine, position: 1, cohort };
  }
  return { kind: 'WAITLISTED', entry, position, cohort };
}

/**
 * The seat decision under the cohort's row lock (held until the caller's transaction ends): lock, look
 * again (a racing registration, a double click of theirs, a cancellation), judge again.
 */
async function decideSeat(tx: Db, input: EnrolInput, now: Date): Promise<typeof FULL | (Omit<SeatTaken, 'registration'> & { registration: null })> {
  const cohort = await lockCohortForUpdate(tx, { cohortId: input.cohortId });
  if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  const look = await lookAtRegistration(tx, { userId: input.userId, cohortId: input.cohortId, now });
  if (!look) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
  if (judge(look, now) === 'WAITLIST') return FULL;
  return { kind: 'SEAT', registration: null, cohort, entry: look.entry, usedOffer: holdsOffer(look, now) };
}

/** The seat decision of a student payer, a transaction of its own: the registration row takes the seat. */
async function takeSeat(tx: Db, input: EnrolInput, now: Date): Promise<typeof FULL | SeatTaken> {
  const decided = await decideSeat(tx, input, now);
  if (decided === FULL) return decided;
  const registration = await insertParticipant(tx, { userId: input.userId, cohortId: decided.cohort.id, defaultPayer: 'STUDENT', status: 'REGISTERED' });
  if (decided.entry && decided.usedOffer) await setWaitlistStatus(tx, { id: decided.entry.id, status: 'ACCEPTED' });
  return { ...decided, registration };
}

/**
 * A seat taken a moment ago whose registration could not be completed goes back, under the cohort's lock
 * like every seat change: the registration row is deleted (nothing refers to it yet), the offer it used is
 * OFFERED again (or EXPIRED by offerFreeSeats when its time ran out meanwhile), and a seat now free is
 * offered to the first in line — who may have joined while the group looked full.
 */
async function giveSeatBack(deps: EnrolDeps, seat: SeatTaken, now: Date): Promise<void> {
  const offers = await unitOfWork(deps, async (tx) => {
    const cohort = await lockCohortForUpdate(tx, { cohortId: seat.cohort.id });
    await deleteParticipant(tx, { id: seat.registration.id });
    if (seat.entry && seat.usedOffer) await setWaitlistStatus(tx, { id: seat.entry.id, status: 'OFFERED' });
    return cohort ? offerFreeSeats(tx, cohort, now) : [];
  });
  if (offers.length > 0) deps.onOffers?.(offers);
}

/** A school payer, in the transaction of the seat decision (the school's funding decides with it). */
async function registerSchoolPaid(
  tx: Db,
  seat: Omit<SeatTaken, 'registration'>,
  input: EnrolInput,
  now: Date,
): Promise<EnrolResult> {
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
async function completeStudentPaid(tx: Db, seat: SeatTaken, input: EnrolInput, now: Date): Promise<EnrolResult> {
  // the cohort before the invoice numbering, as every path takes them (shareCohortKey)
  await shareCohortKey(tx, { cohortId: seat.cohort.id });
  const school = await getStudentSchool(tx, { userId: input.userId });
  // an active pass pays for it (payments/passes.ts, domain passCoverage): nothing is invoiced at 0,00 € (issue
  // 28 item 1), the registration names the pass whose own invoice is the document of the money
  const { coverage, pass } = await coverageNow(tx, input.userId, now);
  if (coverage.covered && pass) {
    await updateParticipant(tx, { id: seat.registration.id, changes: { passSubscriptionId: pass.id } });
    return finish(tx, { ...seat, registration: { ...seat.registration, passSubscriptionId: pass.id } }, input, null, school?.id ?? null, { covered_by_pass: pass.id });
  }
  const invoice = await issueStudentInvoice(tx, {
    userId: input.userId,
    cohort: seat.cohort,
    dueDate: invoiceDueDate(seat.cohort.startDate, now),
    now,
  });
  return finish(tx, seat, input, invoice, school?.id ?? null);
}

/** Every registration ends here: the invoice linked, progress, COHORT_REGISTRATION with its confirmation notice. */
async function finish(
  tx: Db,
  seat: SeatTaken,
  input: EnrolInput,
  invoice: Invoice | null,
  schoolId: number | null,
  extra: Record<string, unknown> = {},
): Promise<Extract<EnrolResult, { kind: 'REGISTERED' }>> {
  const actor = input.actorUserId ?? input.userId;
  if (invoice) await updateParticipant(tx, { id: seat.registration.id, changes: { invoiceId: invoice.id } });
  const registration = { ...seat.registration, invoiceId: invoice?.id ?? null };
  await insertProgressForParticipant(tx, { participantId: registration.id, userId: input.userId, cohortId: seat.cohort.id, schoolId });
  await logActivity(tx, {
    type: 'COHORT_REGISTRATION',
    userId: input.userId,
    cohortId: seat.cohort.id,
    actorUserId: actor,
    schoolId: input.payer === 'SCHOOL' ? schoolId : null,
    metadata: { payer: input.payer, participant_id: registration.id, invoice_id: invoice?.invoiceId ?? null, from_waitlist: seat.usedOffer, ...extra, ...mailNotice('REGISTRATION_CONFIRMED') },
  });
  return { kind: 'REGISTERED', registration, invoice, cohort: seat.cohort, usedOffer: seat.usedOffer };
}

/** An UNPAID personal invoice for one seat of the cohort. */
export async function issueStudentInvoice(tx: Db, params: { userId: number; cohort: LockedCohort; dueDate: Date; now: Date }): Promise<Invoice> {
  await lockInvoiceNumbering(tx);
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Tallinn', year: 'numeric' }).format(params.now));
  const amount = COURSE_LIST_PRICE_CENTS;
  const invoiceId = await nextInvoiceNumber(tx, { year });
  return insertInvoice(tx, {
    invoiceId,
    referenceNumber: invoiceReferenceNumber(invoiceId),
    userId: params.userId,
    status: 'UNPAID',
    amount,
    dueDate: params.dueDate,
    metadata: {
      kind: 'PERSONAL',
      cohort_id: params.cohort.id,
      lines: [{ course_name: params.cohort.courseName, cohort_name: params.cohort.name, course_slug: params.cohort.courseSlug, amount }],
    },
  });
}
