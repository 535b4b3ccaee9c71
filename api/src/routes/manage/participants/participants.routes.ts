// /api/v1/manage/participants: registrations as the console shows them (a cohort's students, a user's
// cohorts, a school's students) with payer, invoice, progress and the attention flag; PUT changes the
// participant status and writes COHORT_PARTICIPANT_STATUS_CHANGE with the acting admin.
import { Hono } from 'hono';
import type { Db } from '@valik/db/client';
import { getManageParticipant, listManageParticipants } from '@valik/db/queries/manage';
import type { ManageParticipantRow } from '@valik/db/queries/manage';
import { canSetResult, needsAttention, participantUpdateSchema, resultsOpenFrom } from '@valik/domain';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { actorId, listRoutes, recordId } from '../list-routes.ts';
import { participantListFilter, participantSort } from './participants.schemas.ts';
import { changePayer } from '../../../registrations/change-payer.ts';
import { setParticipantStatus } from '../../../participants/change-participant-status.ts';
import { adminPayerBody, transferBody } from '../../registrations/registrations.schemas.ts';
import { listRegistrationTransferTargets, transferRegistration, transferTargetsJson } from '../../../registrations/transfer-registration.ts';
import { attendanceJson, loadAttendance, type AttendanceBook } from '../../../attendance/attendance-summary.ts';

const NOT_FOUND = { message: 'The registration could not be found' } as const;

const scheduleOf = (p: ManageParticipantRow) => ({ startDate: p.cohortStartDate, endDate: p.cohortEndDate, classTimes: p.cohortClassTimes });

export function participantJson(p: ManageParticipantRow & { attendance: AttendanceBook }, now: Date) {
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
    // issue 29: classes attended of held, apart from progress
    ...attendanceJson(p.attendance.summaryOf(p, now)),
    needs_attention: needsAttention({ endDate: p.cohortEndDate, participantStatus: p.status }, now),
  };
}

async function oneParticipantJson(db: Db, row: ManageParticipantRow, now: Date) {
  return participantJson({ ...row, attendance: await loadAttendance(db, [row]) }, now);
}

export const manageParticipantRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'participants',
      filter: participantListFilter,
      sort: participantSort,
      defaultSort: { field: 'createdAt', order: 'ASC' },
      // each page with its registrations' attendance (two reads per page, api/src/attendance)
      query: async (db, params) => {
        const page = await listManageParticipants(db, params);
        const attendance = await loadAttendance(db, page.rows);
        return { ...page, rows: page.rows.map((row) => ({ ...row, attendance })) };
      },
      toJson: (row, now) => participantJson(row, now),
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
        'classes_attended',
        'classes_held',
        'needs_attention',
      ],
    }),
  )
  .get('/:id', async (c) => {
    const row = await getManageParticipant(c.get('deps').db, { id: recordId(c.req.param('id'), NOT_FOUND) });
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(await oneParticipantJson(c.get('deps').db, row, c.get('deps').clock()));
  })
  .put('/:id', validate('json', participantUpdateSchema), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const deps = c.get('deps');
    const { db } = deps;
    const { status } = c.req.valid('json');
    const result = await setParticipantStatus(deps, { participantId: id, status, actorUserId: actorId(c) });
    if (!result) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(await oneParticipantJson(db, (await getManageParticipant(db, { id })) as ManageParticipantRow, deps.clock()));
  })
  // payer change, the same business function as the student's own (registrations/change-payer.ts)
  .put('/:id/payer', validate('json', adminPayerBody), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const deps = c.get('deps');
    const { payer, override_limitations } = c.req.valid('json');
    await changePayer(deps, { participantId: id, to: payer, actorUserId: actorId(c) ?? 0, overrideSchoolLimitations: override_limitations ?? false });
    return c.json(await oneParticipantJson(deps.db, (await getManageParticipant(deps.db, { id })) as ManageParticipantRow, deps.clock()));
  })
  // issue 29 item 3: move the registration to another cohort of the same course, the student's own use case
  .get('/:id/transfer-targets', async (c) => {
    const { targets } = await listRegistrationTransferTargets(c.get('deps'), { participantId: recordId(c.req.param('id'), NOT_FOUND), by: 'ADMIN' });
    return c.json({ data: transferTargetsJson(targets, c.get('lang')) });
  })
  .post('/:id/transfer', validate('json', transferBody), async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const deps = c.get('deps');
    await transferRegistration(deps, { participantId: id, toCohortId: c.req.valid('json').cohort_id, actorUserId: actorId(c), by: 'ADMIN' });
    return c.json(await oneParticipantJson(deps.db, (await getManageParticipant(deps.db, { id })) as ManageParticipantRow, deps.clock()));
  });
