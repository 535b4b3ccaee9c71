import { Hono } from 'hono';
import { getTeacherApplication, listTeacherApplications } from '@valik/db/queries';
import type { TeacherApplication } from '@valik/db/schema';
import type { TeacherApplicationDto } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { APPLICATION_NOT_FOUND, approveTeacherApplication } from '../../accounts/approve-teacher-application.ts';
import { rejectTeacherApplication } from '../../accounts/reject-teacher-application.ts';
import { applicationIdParam, listQuery } from './teacher-applications.schemas.ts';
import { csvResponse } from '../manage/csv.ts';

/** The columns of the CSV export, in order. */
const CSV_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone_number', 'courses', 'short_description', 'status', 'decided_at', 'created_at'] as const;

export function toTeacherApplicationDto(row: TeacherApplication): TeacherApplicationDto {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    short_description: row.shortDescription,
    courses: row.courses,
    status: row.status,
    decided_by_user_id: row.decidedByUserId,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * /api/v1/manage/teacher_applications in react-admin's simple-rest dialect (list with Content-Range,
 * getOne), plus the two decisions as actions. Admins only.
 */
export const teacherApplicationRoutes = new Hono<AppEnv>()
  .get('/', allow('admin'), validate('query', listQuery), async (c) => {
    const { sort, range, filter } = c.req.valid('query');
    const [start, end] = range ?? [0, 24];
    const page = await listTeacherApplications(c.get('deps').db, {
      status: filter?.status,
      ids: filter?.id,
      q: filter?.q,
      sort: sort?.field ?? 'createdAt',
      order: sort?.order ?? 'DESC',
      offset: start,
      limit: end - start + 1,
    });
    const range_ = page.rows.length ? `${start}-${start + page.rows.length - 1}` : '*';
    c.header('Content-Range', `teacher_applications ${range_}/${page.total}`);
    c.header('Access-Control-Expose-Headers', 'Content-Range');
    return c.json(page.rows.map(toTeacherApplicationDto));
  })
  // the whole filtered, sorted list as CSV (the console's export button)
  .get('/export', allow('admin'), validate('query', listQuery), (c) => {
    const { sort, filter } = c.req.valid('query');
    const db = c.get('deps').db;
    const params = { filter: filter ?? {}, sort: { field: sort?.field ?? 'createdAt', order: sort?.order ?? 'DESC' }, offset: 0, limit: 0 } as const;
    return csvResponse(
      c,
      'teacher_applications',
      params,
      (p) =>
        listTeacherApplications(db, {
          status: p.filter.status,
          ids: p.filter.id,
          q: p.filter.q,
          sort: p.sort.field,
          order: p.sort.order,
          offset: p.offset,
          limit: p.limit,
        }),
      (row) => ({ ...toTeacherApplicationDto(row) }),
      CSV_COLUMNS,
    );
  })
  .get('/:id', allow('admin'), validate('param', applicationIdParam), async (c) => {
    const row = await getTeacherApplication(c.get('deps').db, { id: c.req.valid('param').id });
    if (!row) throw new ApiError('NOT_FOUND', APPLICATION_NOT_FOUND);
    return c.json(toTeacherApplicationDto(row));
  })
  .post('/:id/approve', allow('admin'), validate('param', applicationIdParam), async (c) => {
    const row = await approveTeacherApplication(c.get('deps'), { applicationId: c.req.valid('param').id, actorUserId: c.get('user')?.id ?? 0 });
    return c.json(toTeacherApplicationDto(row));
  })
  .post('/:id/reject', allow('admin'), validate('param', applicationIdParam), async (c) => {
    const row = await rejectTeacherApplication(c.get('deps'), { applicationId: c.req.valid('param').id, actorUserId: c.get('user')?.id ?? 0 });
    return c.json(toTeacherApplicationDto(row));
  });
