// /api/v1/manage/schools: the school list, one school with its credit balance, creating a school and
// the form of /manage/schools/{id}/conditions (school data and payment conditions together).
import { Hono } from 'hono';
import { getManageSchool, listManageSchools, loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { createSchool, updateSchool } from '../../../schools/save-school.ts';
import type { ManageSchoolRow } from '@valik/db/queries/manage';
import type { Db } from '@valik/db/client';
import type { School } from '@valik/db/schema';
import { computeCreditBalance, schoolFormSchema, schoolUpdateSchema } from '@valik/domain';
import type { AppEnv } from '../../../lib/context.ts';
import { ApiError } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';
import { listRoutes, recordId } from '../list-routes.ts';
import { schoolListFilter, schoolSort } from './schools.schemas.ts';

const SCHOOL_NOT_FOUND = { message: 'The school could not be found' } as const;

export function schoolJson(s: School & { studentCount?: number }) {
  return {
    id: s.id,
    name: s.name,
    country: s.country,
    default_payer: s.defaultPayer,
    prepaid_student_seats: s.prepaidStudentSeats,
    seat_price: s.seatPrice,
    payment_condition_text: s.paymentConditionText,
    payment_limitations: s.paymentLimitations ?? null,
    student_count: s.studentCount ?? 0,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export async function schoolCreditBalance(db: Db, schoolId: number, now: Date): Promise<number> {
  return computeCreditBalance(await loadSchoolCreditLedger(db, { schoolId }), now);
}

async function schoolDetail(db: Db, id: number, now: Date) {
  const school = await getManageSchool(db, { id });
  if (!school) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND.message);
  return { ...schoolJson(school), credit_balance: await schoolCreditBalance(db, id, now) };
}

export const manageSchoolRoutes = new Hono<AppEnv>()
  .route(
    '/',
    listRoutes({
      resource: 'schools',
      filter: schoolListFilter,
      sort: schoolSort,
      defaultSort: { field: 'name', order: 'ASC' },
      query: listManageSchools,
      toJson: (row: ManageSchoolRow) => schoolJson(row),
      csvColumns: ['id', 'name', 'country', 'default_payer', 'prepaid_student_seats', 'seat_price', 'student_count', 'payment_condition_text', 'created_at'],
    }),
  )
  .get('/:id', async (c) => c.json(await schoolDetail(c.get('deps').db, recordId(c.req.param('id'), SCHOOL_NOT_FOUND), c.get('deps').clock())))
  .post('/', validate('json', schoolFormSchema), async (c) => {
    const v = c.req.valid('json');
    const deps = c.get('deps');
    const { db } = deps;
    const school = await createSchool(deps, {
      name: v.name,
      country: v.country,
      defaultPayer: v.default_payer,
      prepaidStudentSeats: v.prepaid_student_seats,
      seatPrice: v.seat_price,
    });
    return c.json(await schoolDetail(db, school.id, c.get('deps').clock()), 201);
  })
  .put('/:id', validate('json', schoolUpdateSchema), async (c) => {
    const id = recordId(c.req.param('id'), SCHOOL_NOT_FOUND);
    const v = c.req.valid('json');
    const deps = c.get('deps');
    const { db } = deps;
    const updated = await updateSchool(deps, {
      id,
      values: {
        name: v.name,
        country: v.country,
        defaultPayer: v.default_payer,
        prepaidStudentSeats: v.prepaid_student_seats,
        seatPrice: v.seat_price,
        paymentConditionText: v.payment_condition_text,
        paymentLimitations: v.payment_limitations,
      },
    });
    if (!updated) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND.message);
    return c.json(await schoolDetail(db, id, c.get('deps').clock()));
  });
