// The JSON of one of my registrations (GET /api/v1/me/registrations): cohort, course, payer, invoice state,
// phase (current / upcoming / past), next class, progress, the refund a cancellation would get now, and
// whether feedback and the diploma are available. Meeting links are never sent: the portal links to the
// recording redirects (/api/v1/me/registrations/{id}/join/{video|discord|lms}).
import type { MyRegistrationRow } from '@valik/db/queries';
import {
  diplomaBlock,
  hasCohortEnded,
  hasCohortStarted,
  isFeedbackOpen,
  nextOccurrence,
  refundDeadline,
  refundForCancellation,
  mayMoveRegistration,
  type Payer,
} from '@valik/domain';
import type { ClassTimeDto } from '@valik/domain/contracts';

export type RegistrationPhase = 'UPCOMING' | 'CURRENT' | 'PAST';

export interface RegistrationExtras {
  progress: Map<number, number>;
  /** where a figure came from and when the LMS sync wrote it (issue 14); absent: never set */
  progressSources?: Map<number, { source: 'LMS' | 'TEACHER' | null; syncedAt: Date | null }>;
  feedbackCohorts: Set<number>;
  diplomas: Map<number, string>;
  /** the payer each registration may be changed to (getPayerChangeTargets); absent: none offered */
  payerChangeTargets?: Map<number, Payer | null>;
}

function nextClassAt(row: MyRegistrationRow, now: Date): Date | null {
  const from = row.cohort.startDate.getTime() > now.getTime() ? row.cohort.startDate : now;
  const times = (row.cohort.onlineClassTimes as ClassTimeDto[]).map((t) => nextOccurrence(t, from));
  const next = times.sort((a, b) => a.getTime() - b.getTime())[0];
  return next && next.getTime() <= row.cohort.endDate.getTime() ? next : null;
}

/** A passed course's diploma: available, or why not yet (the course has not ended, the invoice is unpaid). */
function diplomaJson(row: MyRegistrationRow, extras: RegistrationExtras, now: Date) {
  const block = diplomaBlock(
    { participantStatus: row.participant.status, endDate: row.cohort.endDate, defaultPayer: row.participant.defaultPayer, invoiceStatus: row.invoice?.id ? row.invoice.status : null },
    now,
  );
  return { available: block === null, unavailable_reason: block, verification_code: block === null ? (extras.diplomas.get(row.participant.id) ?? null) : null };
}

export function registrationJson(row: MyRegistrationRow, extras: RegistrationExtras, now: Date) {
  const { participant: p, cohort, course, invoice } = row;
  const live = p.status !== 'CANCELED';
  const phase: RegistrationPhase = hasCohortEnded(cohort, now) ? 'PAST' : hasCohortStarted(cohort, now) ? 'CURRENT' : 'UPCOMING';
  const isResult = p.status === 'COMPLETED' || p.status === 'FAILED';
  return {
    id: p.id,
    cohort_id: cohort.id,
    status: p.status,
    default_payer: p.defaultPayer,
    created_at: p.createdAt.toISOString(),
    access_closes_at: p.accessClosesAt?.toISOString() ?? null,
    phase,
    cohort: {
      id: cohort.id,
      name: cohort.name,
      status: cohort.status,
      start_date: cohort.startDate.toISOString(),
      end_date: cohort.endDate.toISOString(),
      online_class_times: cohort.onlineClassTimes,
      online_lesson_length: cohort.onlineLessonLength,
      has_video: live && Boolean(cohort.videoUrl),
      has_discord: live && Boolean(cohort.discordInviteUrl),
      has_lms: live && Boolean(cohort.externalLmsLink),
    },
    course: { id: course.id, name: course.name, slug: course.slug, academic_hours: course.academicHours },
    invoice: invoice?.id
      ? {
          id: invoice.id,
          number: invoice.number,
          status: invoice.status,
          amount: invoice.amount,
          due_date: invoice.dueDate?.toISOString() ?? null,
          is_school_invoice: invoice.schoolId !== null,
        }
      : null,
    progress_percent: extras.progress.get(p.id) ?? 0,
    progress_source: extras.progressSources?.get(p.id)?.source ?? null,
    progress_synced_at: extras.progressSources?.get(p.id)?.syncedAt?.toISOString() ?? null,
    next_class_at: live && phase !== 'PAST' ? (nextClassAt(row, now)?.toISOString() ?? null) : null,
    /** a pass paid for it (issue 28 item 1): no invoice, and nothing to refund when it is canceled */
    covered_by_pass: p.passSubscriptionId !== null && !invoice?.id,
    refund_if_canceled_now: p.passSubscriptionId !== null && !invoice?.id ? null : refundForCancellation(cohort, now),
    refund_deadline: refundDeadline(cohort).toISOString(),
    can_unenrol: live && !isResult && !hasCohortEnded(cohort, now),
    /** the payer the student may change to now, by the rules the change runs (issue 18 item 2) */
    payer_change_to: extras.payerChangeTargets?.get(p.id) ?? null,
    can_change_payer: (extras.payerChangeTargets?.get(p.id) ?? null) !== null,
    /** issue 29 item 3: the student may move it to another cohort of the course (before the start) */
    can_transfer: mayMoveRegistration({ by: 'STUDENT', participantStatus: p.status, from: cohort }, now),
    feedback: {
      open: live && isFeedbackOpen(cohort, now),
      submitted: extras.feedbackCohorts.has(cohort.id),
    },
    diploma: p.status === 'COMPLETED' ? diplomaJson(row, extras, now) : null,
  };
}
export type MyRegistrationJson = ReturnType<typeof registrationJson>;
