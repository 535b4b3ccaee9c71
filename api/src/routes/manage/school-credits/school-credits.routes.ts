// /api/v1/manage/school_credits: a school's credit ledger (ADD, DEDUCT, REFUND), append-only. POST adds
// credits (an ADD row with amount, optional expiry and a note) and writes SCHOOL_CREDITS_ADDED; rows
// are never changed or deleted, a correction is a new row.
import { Hono } from 'hono';
import { listSchoolCreditLogs } from '@valik/db/queries/manage';
import { addCreditsToSchool } from '../../../school-credits/add-credits.ts';
import type { SchoolCreditRow } from '@valik/db/queries/manage';
import { addSchoolCreditsSchema, parseFormDate } from '@valik/domain';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { actorId, listRoutes, recordId } from '../list-routes.ts';
import { schoolCreditBalance } from '../schools/schools.routes.ts';
import { schoolCreditListFilter, schoolCreditSort } from './school-credits.schemas.ts';

const NOT_FOUND = { message: 'Page not found' } as const;

export function schoolCreditJson(r: SchoolCreditRow) {
  return {
    id: r.id,
    school_id: r.schoolId,
    user_id: r.userId,
    user_name: r.userName,
    type: r.type,
    amount: r.amount,
    /** amount with the sign of its type: ADD and REFUND add, DEDUCT takes away */
    signed_amount: r.type === 'DEDUCT' ? -r.amount : r.amount,
    expires_at: r.expiresAt?.toISOString() ?? null,
    event_applies_at: r.eventAppliesAt.toISOString(),
    metadata: r.metadata,
    note: typeof r.metadata.note === 'string' ? r.metadata.note : null,
    created_at: r.createdAt.toISOString(),
  };
}

export const manageSchoolCreditRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'school_credits',
      filter: schoolCreditListFilter,
      sort: schoolCreditSort,
      defaultSort: { field: 'eventAppliesAt', order: 'DESC' },
      query: listSchoolCreditLogs,
      toJson: schoolCreditJson,
      csvColumns: ['id', 'school_id', 'type', 'signed_amount', 'expires_at', 'event_applies_at', 'user_name', 'note', 'created_at'],
    }),
  )
  .get('/:id', async (c) => {
    const id = recordId(c.req.param('id'), NOT_FOUND);
    const page = await listSchoolCreditLogs(c.get('deps').db, {
      filter: { ids: [id] },
      sort: { field: 'id', order: 'ASC' },
      offset: 0,
      limit: 1,
    });
    const row = page.rows[0];
    if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND.message);
    return c.json(schoolCreditJson(row));
  })
  .post('/', validate('json', addSchoolCreditsSchema), async (c) => {
    const v = c.req.valid('json');
    const deps = c.get('deps');
    const { db } = deps;
    const expiresAt = v.expires_at ? parseFormDate(v.expires_at) : null;
    const row = await addCreditsToSchool(deps, { schoolId: v.school_id, amount: v.amount, expiresAt, actorUserId: actorId(c), note: v.note });
    const page = await listSchoolCreditLogs(db, { filter: { ids: [row.id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    return c.json({ ...schoolCreditJson(page.rows[0] as SchoolCreditRow), balance: await schoolCreditBalance(db, v.school_id, deps.clock()) }, 201);
  });
