// /api/v1/manage/participants: registrations as the console shows them (a cohort's students, a user's
// cohorts, a school's students) with payer, invoice, progress and the attention flag; PUT changes the
// participant status and writes COHORT_PARTICIPANT_STATUS_CHANGE with the acting admin.
import { Hono } from 'hono';
import { changeParticipantStatus, getManageParticipant, listManageParticipants } from '@valik/db/queries/manage';
import type { ManageParticipantRow } from '@valik/db/queries/manage';
import { canSetResult, diplomaBlock, needsAttention, participantUpdateSchema, resultsOpenFrom } from '../../../domain/index.ts';
import { assertResultAllowed } from '../../../participants/set-participant-results.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { actorId, listRoutes, recordId } from '../list-routes.ts';
import { participantListFilter, participantSort } from './participants.schemas.ts';
import { changePayer } from '../../../registrations/change-payer.ts';
import { notifyPayerChange } from '../../../registrations/notify.ts';
import { issueDiploma } from '../../../diplomas/issue-diploma.ts';
import { sendMailSoon } from '../../../mail/outbox.ts';
import { adminPayerBody } from '../../registrations/registrations.schemas.ts';

const NOT_FOUND = { message: 'The registration could not be found' } as const;

const scheduleOf = (p: ManageParticipantRow) => ({ startDate: p.cohortStartDate, endDate: p.cohortEndDate, classTimes: p.cohortClassTimes });

export function participantJson(p: ManageParticipantRow, now = new Date()) {
  return {
    id: p.id,
    user_id: p.userId,
    cohort_id: p.cohortId,
    status: p.status,
    default_payer: p.defaultPayer,
    invoice_id: p.invoiceId,
    invoice_number: p.invoiceNumber,
    invoice_status: p.invoiceStatus,
    /** the registration time */
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    cohort_name: p.cohortName,
    cohort_status: p.cohortStatus,
    cohort_start_date: p.cohortStartDate.toISOString(),
    cohort_end_date: p.cohortEndDate.toISOString(),
    /** results (COMPLETED / FAILED) can be set from this instant on: the cohort's last class week */
    results_open_from: resultsOpenFrom(scheduleOf(p)).toISOString(),
    results_open: canSetResult(scheduleOf(p), now),
    course_id: p.courseId,
    course_name: p.courseName,
    progress_percent: p.progressPercent,
    school_id: p.schoolId,
    school_name: p.schoolName,
    needs_attention: needsAttention({ endDate: p.cohortEndDate, participantStatus: p.status }, now),
  };
}

export const manageParticipantRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'participants',
      filter: participantListFilter,
      sort: participantSort,
      defaultSort: { field: 'createdAt', order: 'ASC' },
      query: listManageParticipants,
      toJson: (row) => participantJson(row),
      csvColumns: [
        'id',
        'first_name',
        'last_name',
        'email',
        'school_name',
        'course_name',
        'cohort_name',
        'cohort_start_date',
        'status',
        'default_payer',
        'invoice_number',
        'invoice_status',
        'created_at',
        'progress_percent',
        'needs_attention',
      ],
    }),
  )
  .get('/:id', async (c) => {
    const row = await getManageParticipant(c.get('deps').db, { id: recordId(c.req.param('id'), NOT_FOUND) });
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(participantJson(row));
  })
  .put('/:id', validate('json', participantUpdateSchema), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const deps = c.get('deps');
    const { db } = deps;
    const { status } = c.req.valid('json');
    const actor = actorId(c);
    const now = new Date();
    const before = await getManageParticipant(db, { id });
    if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    // the same rule as the teacher's roster: results from the last class week on (issue 18 item 1)
    assertResultAllowed(scheduleOf(before), status, now);
    const result = await db.transaction(async (tx) => {
      const change = await changeParticipantStatus(tx, { id, status, actorUserId: actor });
      if (!change) return null;
      // a passed student gets the diploma with the result, as from the teacher's roster, when the rule allows
      const facts = { participantStatus: status, endDate: before.cohortEndDate, defaultPayer: before.defaultPayer, invoiceStatus: before.invoiceStatus };
      if (diplomaBlock(facts, now) !== null) return { ...change, diplomaIssued: false };
      const { issued } = await issueDiploma(tx, { participantId: id, userId: before.userId });
      return { ...change, diplomaIssued: issued };
    });
    if (!result) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    if (result.diplomaIssued) sendMailSoon(deps);
    return c.json(participantJson((await getManageParticipant(db, { id })) as ManageParticipantRow));
  })
  // payer change, the same business function as the student's own (registrations/change-payer.ts)
  .put('/:id/payer', validate('json', adminPayerBody), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const deps = c.get('deps');
    const { payer, override_limitations } = c.req.valid('json');
    const result = await changePayer(deps.db, { participantId: id, to: payer, actorUserId: actorId(c) ?? 0, overrideSchoolLimitations: override_limitations ?? false }, new Date());
    if (result.changed) {
      notifyPayerChange(deps, { closesAt: result.accessClosesAt, participantId: id });
    }
    return c.json(participantJson((await getManageParticipant(deps.db, { id })) as ManageParticipantRow));
  });
