// /api/v1/school/credits, /invoices and /conditions (issue 7 item 7): a school representative's view of
// their own school's credit balance and ledger (read-only, a page at a time, newest first), its
// invoices, and its payment conditions, which they may change only when the school allows it
// (school-conditions.ts). A representative is
// always scoped to their own school: another school's id is refused with 403 (school-scope.ts); an
// admin names the school with school_id.
import { Hono } from 'hono';
import type { Db } from '@valik/db/client';
import { getSchool, listCourseNames, listSchoolInvoices } from '@valik/db/queries';
import { SCHOOL_NOT_FOUND, saveSchoolConditions } from '../../school-reps/save-school-conditions.ts';
import { listSchoolCreditLogs, loadSchoolCreditLedger } from '@valik/db/queries/manage';
import type { SchoolConditionsDto, SchoolCreditsDto } from '@valik/domain/contracts';
import { SCHOOL_CREDITS_LOW_THRESHOLD, canRepEditConditions, computeCreditBalance } from '@valik/domain';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { invoicesJson, schoolAddressLine } from '../../invoices/invoice-documents.ts';
import { schoolOfRequest } from '../../school-reps/school-scope.ts';
import { schoolConditionsBody, schoolCreditsQuery, schoolQuery } from './school-billing.schemas.ts';


export const schoolBillingRoutes = new Hono<AppEnv>()
  .get('/credits', allow('school-rep-auth'), validate('query', schoolCreditsQuery), async (c) => {
    const { school_id, limit, offset } = c.req.valid('query');
    const schoolId = schoolOfRequest(c, school_id, { required: true }) as number;
    const { db } = c.get('deps');
    const school = await getSchool(db, { id: schoolId });
    if (!school) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND);
    const now = c.get('deps').clock();
    const balance = computeCreditBalance(await loadSchoolCreditLedger(db, { schoolId }), now);
    const page = await listSchoolCreditLogs(db, {
      filter: { schoolId },
      sort: { field: 'eventAppliesAt', order: 'DESC' },
      offset,
      limit,
    });
    const body: SchoolCreditsDto = {
      school_id: school.id,
      school_name: school.name,
      balance,
      low_threshold: SCHOOL_CREDITS_LOW_THRESHOLD,
      is_low: balance <= SCHOOL_CREDITS_LOW_THRESHOLD,
      prepaid_student_seats: school.prepaidStudentSeats,
      entries: page.rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        signed_amount: r.type === 'DEDUCT' ? -r.amount : r.amount,
        expires_at: r.expiresAt?.toISOString() ?? null,
        event_applies_at: r.eventAppliesAt.toISOString(),
        user_name: r.userName,
        note: typeof r.metadata.note === 'string' ? r.metadata.note : null,
        reason: typeof r.metadata.reason === 'string' ? r.metadata.reason : null,
      })),
      entries_total: page.total,
      offset,
      limit,
    };
    return c.json({ data: body });
  })
  .get('/invoices', allow('school-rep-auth'), validate('query', schoolQuery), async (c) => {
    const schoolId = schoolOfRequest(c, c.req.valid('query').school_id, { required: true }) as number;
    const { db } = c.get('deps');
    const rows = await listSchoolInvoices(db, { schoolId });
    const school = await getSchool(db, { id: schoolId });
    const buyer = { name: school?.name ?? '', registry_code: school?.registryCode ?? null, address: schoolAddressLine(school) };
    return c.json({ data: await invoicesJson(db, rows, buyer, c.get('lang')) });
  })
  .get('/conditions', allow('school-rep-auth'), validate('query', schoolQuery), async (c) => {
    const schoolId = schoolOfRequest(c, c.req.valid('query').school_id, { required: true }) as number;
    return c.json({ data: await conditionsOf(c.get('deps').db, schoolId, c.get('user')?.role === 'ADMIN') });
  })
  .put('/conditions', allow('school-rep-auth'), validate('json', schoolConditionsBody), async (c) => {
    const body = c.req.valid('json');
    const schoolId = schoolOfRequest(c, body.school_id, { required: true }) as number;
    const deps = c.get('deps');
    const { db } = deps;
    const isAdmin = c.get('user')?.role === 'ADMIN';
    await saveSchoolConditions(deps, { schoolId, isAdmin, paymentConditionText: body.payment_condition_text, paymentLimitations: body.payment_limitations ?? null });
    return c.json({ data: await conditionsOf(db, schoolId, isAdmin) });
  });

async function conditionsOf(db: Db, schoolId: number, isAdmin: boolean): Promise<SchoolConditionsDto> {
  const school = await getSchool(db, { id: schoolId });
  if (!school) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND);
  return {
    school_id: school.id,
    school_name: school.name,
    payment_condition_text: school.paymentConditionText,
    payment_limitations: school.paymentLimitations,
    default_payer: school.defaultPayer,
    can_edit: isAdmin || canRepEditConditions(school.paymentLimitations),
    courses: await listCourseNames(db),
  };
}
