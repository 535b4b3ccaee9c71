// A payer change between student and school (issue 6 item 5), used by the student's own route and by the
// admin console's participant route alike. The domain plans the ordered effects (planPayerChange); this
// runs them in one transaction under the cohort lock, then the school lock, then invoice numbering.
//  - to STUDENT: off the school's invoice, its credit or prepaid seat back, a personal UNPAID invoice,
//    access closing 7 days later unless paid (jobs/close-access.ts; the row's access_closes_at is the truth)
//  - to SCHOOL: the student's invoice canceled (or marked for refund when paid), the closing canceled,
//    a line on the school's invoice funded by a credit or prepaid seat
import type { CohortParticipant } from '@valik/db/schema';
import {
  getInvoice,
  getParticipant,
  getStudentSchool,
  lockCohortForUpdate,
  lockSchoolForUpdate,
  logActivity,
  mailNotice,
  setInvoiceStatus,
  updateParticipant,
  type LockedCohort,
} from '@valik/db/queries';
import { canChangePayer, COURSE_LIST_PRICE_CENTS, planPayerChange, SCHOOL_PAYMENT_MESSAGES, type Payer, type SchoolFunding, type SchoolPaymentCheck } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { issueStudentInvoice } from './enrol-student.ts';
import { putOnSchoolInvoice, takeOffSchoolInvoice } from '../invoices/school-invoice.ts';
import { REGISTRATION_NOT_FOUND } from './cancel-registration.ts';
import { JOB_NAMES } from '../jobs/queue.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { checkSchoolPaymentNow, returnSchoolFunding, spendSchoolFunding } from './school-funding.ts';

export interface ChangePayerInput {
  participantId: number;
  to: Payer;
  actorUserId: number;
  /** the student's own change: the registration must be theirs */
  onlyUserId?: number;
  /** an admin may put a registration on the school's invoice outside the school's limitations */
  overrideSchoolLimitations?: boolean;
}

export interface ChangePayerResult {
  changed: boolean;
  participant: CohortParticipant;
  cohort: LockedCohort;
  accessClosesAt: Date | null;
}

export async function changePayer(deps: WorkDeps, input: ChangePayerInput): Promise<ChangePayerResult> {
  const now = deps.clock();
  return unitOfWork(deps, async (tx, outbox) => {
    const first = await getParticipant(tx, { id: input.participantId });
    if (!first || (input.onlyUserId !== undefined && first.userId !== input.onlyUserId)) {
      throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    }
    const cohort = await lockCohortForUpdate(tx, { cohortId: first.cohortId });
    const participant = await getParticipant(tx, { id: input.participantId });
    if (!cohort || !participant || participant.status === 'CANCELED') throw new ApiError('NOT_FOUND', REGISTRATION_NOT_FOUND);
    // the clearest reason first: nothing about a past cohort's payer changes, whoever would pay
    const past = canChangePayer(cohort, now);
    if (!past.allowed) throw new ApiError('VALIDATION_FAILED', past.message);

    const invoice = participant.invoiceId ? await getInvoice(tx, { id: participant.invoiceId }) : null;
    const studentInvoice = invoice && !invoice.schoolId && invoice.status !== 'CANCELED' ? { id: invoice.id, status: invoice.status } : null;
    let schoolInvoiceLine: { invoiceId: number; fundedBy: SchoolFunding | null } | null = null;
    if (invoice?.schoolId) {
      const line = ((invoice.metadata.lines as { participant_id: number; funded_by: SchoolFunding | null }[] | undefined) ?? []).find(
        (l) => l.participant_id === participant.id,
      );
      if (line) schoolInvoiceLine = { invoiceId: invoice.id, fundedBy: line.funded_by };
    }

    const school = await getStudentSchool(tx, { userId: participant.userId });
    const lockedSchool =
      invoice?.schoolId || (input.to === 'SCHOOL' && school)
        ? await lockSchoolForUpdate(tx, { schoolId: invoice?.schoolId ?? school?.id ?? 0 })
        : null;
    let schoolPayment: SchoolPaymentCheck | undefined;
    if (input.to === 'SCHOOL' && participant.defaultPayer !== 'SCHOOL') {
      if (!school || !lockedSchool) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
      const check = await checkSchoolPaymentNow(
        tx,
        {
          userId: participant.userId,
          school: lockedSchool,
          course: { id: cohort.courseId, language: cohort.courseLanguage },
          cohort,
          exceptParticipantId: participant.id,
        },
        now,
      );
      // an admin override skips the limitations but still spends funds when there are any
      if (!(input.overrideSchoolLimitations && !check.allowed)) schoolPayment = check;
    }

    const plan = planPayerChange(
      {
        from: participant.defaultPayer,
        to: input.to,
        cohortStartDate: cohort.startDate,
        cohortEndDate: cohort.endDate,
        studentInvoice,
        schoolInvoiceLine,
        ...(schoolPayment ? { schoolPayment } : {}),
      },
      now,
    );
    if (!plan.allowed) {
      const error = new ApiError('VALIDATION_FAILED', plan.reason);
      if (plan.vars) error.vars = plan.vars;
      throw error;
    }
    if (plan.effects.length === 0) return { changed: false, participant, cohort, accessClosesAt: participant.accessClosesAt };

    const funding = {
      schoolId: lockedSchool?.id ?? 0,
      userId: participant.userId,
      cohortId: cohort.id,
      participantId: participant.id,
      actorUserId: input.actorUserId,
      now,
    };
    const changes: Partial<CohortParticipant> = {};
    for (const effect of plan.effects) {
      switch (effect.type) {
        case 'SET_PAYER':
          changes.defaultPayer = effect.payer;
          break;
        case 'REMOVE_SCHOOL_INVOICE_LINE':
          await takeOffSchoolInvoice(tx, { invoiceId: effect.invoiceId, participantId: participant.id, now });
          changes.invoiceId = null;
          break;
        case 'RETURN_SCHOOL_FUNDING':
          await returnSchoolFunding(tx, effect.fundedBy, { ...funding, reason: 'payer_changed' });
          break;
        case 'ISSUE_STUDENT_INVOICE': {
          const issued = await issueStudentInvoice(tx, { userId: participant.userId, cohort, dueDate: effect.dueDate, now });
          changes.invoiceId = issued.id;
          break;
        }
        case 'SCHEDULE_ACCESS_CLOSING':
          changes.accessClosesAt = effect.at;
          break;
        case 'CANCEL_STUDENT_INVOICE':
          await setInvoiceStatus(tx, { id: effect.invoiceId, status: 'CANCELED', metadata: { canceled_reason: 'payer_changed' } });
          break;
        case 'REFUND_STUDENT_INVOICE':
          await setInvoiceStatus(tx, { id: effect.invoiceId, status: 'CANCELED', metadata: { refund_due: true, canceled_reason: 'payer_changed' } });
          break;
        case 'CANCEL_ACCESS_CLOSING':
          changes.accessClosesAt = null;
          break;
        case 'ADD_SCHOOL_INVOICE_LINE': {
          if (!lockedSchool) throw new ApiError('VALIDATION_FAILED', SCHOOL_PAYMENT_MESSAGES.noSchool);
          const schoolInvoice = await putOnSchoolInvoice(tx, {
            school: lockedSchool,
            participantId: participant.id,
            userId: participant.userId,
            cohort: { id: cohort.id, name: cohort.name, courseName: cohort.courseName },
            fundedBy: schoolPayment?.allowed ? schoolPayment.fundedBy : null,
            listPriceCents: COURSE_LIST_PRICE_CENTS,
            now,
          });
          changes.invoiceId = schoolInvoice.id;
          break;
        }
        case 'USE_SCHOOL_FUNDING':
          await spendSchoolFunding(tx, effect.fundedBy, funding);
          break;
        case 'LOG_ACTIVITY':
          await logActivity(tx, {
            type: 'PAYER_CHANGED',
            userId: participant.userId,
            cohortId: cohort.id,
            actorUserId: input.actorUserId,
            schoolId: lockedSchool?.id ?? null,
            metadata: { from: participant.defaultPayer, to: input.to, participant_id: participant.id, ...mailNotice('PAYER_CHANGED') },
          });
          break;
      }
    }
    await updateParticipant(tx, { id: participant.id, changes });
    const updated = { ...participant, ...changes };
    // access closes for an unpaid invoice at that moment: a job, handed over by the outbox after the commit
    if (updated.accessClosesAt) {
      await outbox.add(
        'JOB',
        { name: JOB_NAMES.closeAccess, data: { participantId: participant.id }, at: updated.accessClosesAt.toISOString(), key: `close-${participant.id}` },
        { userId: participant.userId },
      );
    }
    return { changed: true, participant: updated, cohort, accessClosesAt: updated.accessClosesAt };
  });
}
