// Moving a registration to another cohort of the same course (issue 29 item 3): ONE use case for both
// doors, the admin console (a cohort's students, a user's cohorts) and the student's "My courses". The
// registration row itself moves, so its payment, invoice, payer and pass go with it; the rules are the
// domain's canTransfer (api/domain/src/cohort-transfer.ts). In one transaction, under both cohorts' row
// locks (the lower id first, so two moves in opposite directions never deadlock), the target's seat is
// judged as a registration's would be (seats.ts: registrations, open offers and payment holds of others;
// an offer made to the student there is theirs), the row moves, the student's place in the target's line
// is closed (ACCEPTED), the settled payments follow the registration, an unpaid invoice names the new
// group and its due date (a paid one keeps what it says and records the move), COHORT_TRANSFERRED is
// logged with the student's e-mail (an outbox notice, ADR 024), the old cohort's freed seat is offered to
// its waitlist (offerFreeSeats, the same use case as a cancellation) and both cohorts' Discord roles are
// brought up to date after the commit.
import type { Db } from '@valik/db/client';
import type { CohortParticipant, Invoice, WaitlistEntryRow } from '@valik/db/schema';
import {
  getCohortWithCourse,
  getInvoice,
  getParticipant,
  hasLivePaymentOf,
  invoiceLines,
  listLiveRegisteredCohortIds,
  listTransferTargets,
  lockCohortForUpdate,
  logActivity,
  lookAtRegistration,
  mailNotice,
  moveParticipantToCohort,
  moveSettledPayments,
  setInvoiceAfterTransfer,
  setWaitlistStatus,
  type LockedCohort,
} from '@valik/db/queries';
import { canTransfer, hasCohortStarted, invoiceDueDate, TRANSFER_MESSAGES, type TransferActor, type TransferCheck } from '@valik/domain';
import { translate } from '@valik/domain/i18n';
import type { Lang } from '@valik/domain/contracts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { offerFreeSeats } from '../waitlist/offer-free-seats.ts';
import { requestDiscordSync } from '../discord/sync-cohort-discord.ts';
import { REGISTRATION_NOT_FOUND } from './cancel-registration.ts';
import { COHORT_NOT_FOUND } from './enrol-student.ts';

export interface TransferInput {
  participantId: number;
  toCohortId: number;
  /** who acts (the student or the admin); null for none */
  actorUserId: number | null;
  by: TransferActor;
  /** the student's own move: the registration must be theirs */
  onlyUserId?: number;
}

export interface TransferResult {
  participant: CohortParticipant;
  from: LockedCohort;
  to: LockedCohort;
  /** offers of the old cohort's freed seat, committed with the move (their e-mails are outbox entries) */
  offers: WaitlistEntryRow[];
}

const SEAT_REFUSALS: readonly string[] = [TRANSFER_MESSAGES.full, TRANSFER_MESSAGES.alreadyThere];

function refused(check: Extract<TransferCheck, { allowed: false }>): ApiError {
  const error = new ApiError(SEAT_REFUSALS.includes(check.reason) ? 'CONFLICT' : 'VALIDATION_FAILED', check.reason);
  if (check.vars) error.vars = check.vars;
  return error;
}

export async function transferRegistration(deps: WorkDeps, input: TransferInput): Promise<TransferResult> {
  const now = deps.clock();
  return unitOfWork(deps, async (tx) => {
    const first = await getParticipant(tx, { id: input.participantId });
    if (!first || (input.onlyUserId !== undefined && first.userId !== input.onlyUserId)) throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    // both cohorts' locks, the lower id first (one order everywhere)
    const locked = new Map<number, LockedCohort>();
    for (const cohortId of [...new Set([first.cohortId, input.toCohortId])].sort((a, b) => a - b)) {
      const cohort = await lockCohortForUpdate(tx, { cohortId });
      if (cohort) locked.set(cohortId, cohort);
    }
    const to = locked.get(input.toCohortId);
    if (!to) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    // read again under the locks: a racing cancellation or move may have won
    const participant = await getParticipant(tx, { id: input.participantId });
    const from = participant ? locked.get(participant.cohortId) : undefined;
    if (!participant || !from) throw new ApiError('CONFLICT', 'Something went wrong. Please try again.');
    const look = await lookAtRegistration(tx, { userId: participant.userId, cohortId: to.id, now });
    if (!look) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    const holdsOffer = look.entry?.status === 'OFFERED' && look.entry.offerExpiresAt !== null && look.entry.offerExpiresAt.getTime() >= now.getTime();
    const check = canTransfer(
      {
        by: input.by,
        participantStatus: participant.status,
        from,
        to,
        seatsTakenInTarget: look.seatsTaken,
        alreadyInTarget: look.registration !== null,
        holdsOfferInTarget: holdsOffer,
      },
      now,
    );
    if (!check.allowed) throw refused(check);
    if (await hasLivePaymentOf(tx, { participantId: participant.id, invoiceId: participant.invoiceId })) {
      throw new ApiError('CONFLICT', TRANSFER_MESSAGES.paymentInProgress);
    }

    const status = participant.status === 'IN_PROGRESS' && !hasCohortStarted(to, now) ? 'REGISTERED' : participant.status;
    await moveParticipantToCohort(tx, { participantId: participant.id, cohortId: to.id, status });
    // the student's place in the target's line (waiting, or an offer they now take) is done with
    if (look.entry) await setWaitlistStatus(tx, { id: look.entry.id, status: 'ACCEPTED' });
    const payments = await moveSettledPayments(tx, { participantId: participant.id, cohortId: to.id });
    const invoice = participant.invoiceId ? await getInvoice(tx, { id: participant.invoiceId }) : null;
    if (invoice) await carryInvoice(tx, { invoice, participantId: participant.id, from, to, now });

    await logActivity(tx, {
      type: 'COHORT_TRANSFERRED',
      userId: participant.userId,
      cohortId: to.id,
      actorUserId: input.actorUserId,
      schoolId: invoice?.schoolId ?? null,
      metadata: {
        participant_id: participant.id,
        by: input.by,
        from_cohort_id: from.id,
        from_cohort_name: from.name,
        to_cohort_id: to.id,
        to_cohort_name: to.name,
        payer: participant.defaultPayer,
        invoice_id: invoice?.invoiceId ?? null,
        payments_moved: payments,
        from_waitlist: holdsOffer,
        ...mailNotice('REGISTRATION_TRANSFERRED'),
      },
    });
    // the seat freed in the old cohort goes to the first in its line (the cancellation's own use case)
    const offers = await offerFreeSeats(tx, from, now);
    await requestDiscordSync(tx, [from.id, to.id], participant.userId);
    return { participant: { ...participant, cohortId: to.id, status }, from, to, offers };
  });
}

/**
 * The invoice follows its registration. One not paid yet names the new group (a personal invoice is due 3
 * days before the new start); a paid one is a document of money already received and keeps what it says.
 * Either way the move is recorded on it (`transfers`).
 */
async function carryInvoice(tx: Db, params: { invoice: Invoice; participantId: number; from: LockedCohort; to: LockedCohort; now: Date }): Promise<void> {
  const { invoice, from, to, now } = params;
  const unpaid = invoice.status === 'UNPAID';
  const transfers = [...((invoice.metadata.transfers as unknown[] | undefined) ?? []), { participant_id: params.participantId, from_cohort_id: from.id, to_cohort_id: to.id, at: now.toISOString() }];
  if (invoice.schoolId) {
    const lines = invoiceLines(invoice).map((line) =>
      unpaid && line.participant_id === params.participantId ? { ...line, cohort_id: to.id, cohort_name: to.name } : line,
    );
    await setInvoiceAfterTransfer(tx, { id: invoice.id, metadata: { ...invoice.metadata, lines, transfers } });
    return;
  }
  if (!unpaid) {
    await setInvoiceAfterTransfer(tx, { id: invoice.id, metadata: { ...invoice.metadata, transfers } });
    return;
  }
  const lines = ((invoice.metadata.lines as Record<string, unknown>[] | undefined) ?? []).map((line) => ({ ...line, cohort_name: to.name }));
  await setInvoiceAfterTransfer(tx, {
    id: invoice.id,
    metadata: { ...invoice.metadata, cohort_id: to.id, lines, transfers },
    dueDate: invoiceDueDate(to.startDate, now),
  });
}

export interface TransferTarget {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  start_date: string;
  end_date: string;
  seats_left: number;
  /** may the registration move here now; else why not (translated by the route) */
  allowed: boolean;
  reason: string | null;
  reason_vars: Record<string, string> | null;
}

/** The cohorts a registration could move to, each with the verdict canTransfer would give now. */
export async function listRegistrationTransferTargets(
  deps: Pick<WorkDeps, 'db' | 'clock'>,
  input: { participantId: number; by: TransferActor; onlyUserId?: number },
): Promise<{ participant: CohortParticipant; from: LockedCohort; targets: TransferTarget[] }> {
  const now = deps.clock();
  const participant = await getParticipant(deps.db, { id: input.participantId });
  if (!participant || (input.onlyUserId !== undefined && participant.userId !== input.onlyUserId)) throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  const from = await getCohortWithCourse(deps.db, { cohortId: participant.cohortId });
  if (!from) throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
  const rows = await listTransferTargets(deps.db, { courseId: from.courseId, exceptCohortId: from.id, userId: participant.userId, now });
  const registeredIn = new Set(await listLiveRegisteredCohortIds(deps.db, { userId: participant.userId, courseId: from.courseId }));
  const targets = rows.map((row): TransferTarget => {
    const check = canTransfer(
      { by: input.by, participantStatus: participant.status, from, to: row, seatsTakenInTarget: row.seatsTaken, alreadyInTarget: registeredIn.has(row.id) },
      now,
    );
    return {
      id: row.id,
      name: row.name,
      course_id: row.courseId,
      course_name: row.courseName,
      start_date: row.startDate.toISOString(),
      end_date: row.endDate.toISOString(),
      seats_left: Math.max(0, row.size - row.seatsTaken),
      allowed: check.allowed,
      reason: check.allowed ? null : check.reason,
      reason_vars: check.allowed ? null : (check.vars ?? null),
    };
  });
  return { participant, from, targets };
}

/** The targets as the API answers them: each refusal in the reader's language. */
export function transferTargetsJson(targets: TransferTarget[], lang: Lang) {
  return targets.map(({ reason, reason_vars, ...target }) => ({ ...target, reason: reason ? translate(lang, reason, reason_vars ?? undefined) : null }));
}
