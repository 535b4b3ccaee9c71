// Invoices (issue 7 item 6): billing history, the PDF and who may download it, the school's monthly
// invoice, and a payer change moving the registration's line between the school's and the student's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss, fromPglite } from 'pg-boss';
import { cohortParticipants, invoices } from '@valik/db/schema';
import { addSchoolCredits } from '@valik/db/queries/manage';
import { daysFromNow, isRealPostgres, makeCohort, makeSchool, rowWhere } from '@valik/db/testing';
import { INVOICE_NUMBER_PATTERN, formatDate, invoiceReferenceNumber, isValidReferenceNumber, schoolInvoicePeriod } from '@valik/domain';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { changePayer } from '../../src/registrations/change-payer.ts';
import { cancelRegistration } from '../../src/registrations/cancel-registration.ts';
import { deliverPending } from '../support/outbox.ts';
import { jobHandlers } from '../../src/jobs/index.ts';
import { JOB_NAMES } from '../../src/jobs/queue.ts';
import type { InvoiceDto } from '@valik/domain/contracts';
import { createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
const db = () => t.deps.db;
let school: { id: number };
let otherSchool: { id: number };
const cookies: Record<string, string> = {};
const users: Record<string, { id: number; email: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(db(), { name: 'Tartu Kool', seatPrice: 5000 });
  otherSchool = await makeSchool(db());
  await addSchoolCredits(db(), { schoolId: school.id, amount: 20, expiresAt: null, actorUserId: null, note: null, now: daysFromNow(-1) });
  for (const [name, role, schoolId] of [
    ['student', 'STUDENT', school.id],
    ['classmate', 'STUDENT', school.id],
    ['rep', 'SCHOOL_REP', school.id],
    ['otherRep', 'SCHOOL_REP', otherSchool.id],
    ['admin', 'ADMIN', null],
  ] as const) {
    const account = await makeAccount(t, role, schoolId ? { schoolId } : {});
    users[name] = account;
    cookies[name] = await signIn(t, account.email);
  }
});
afterAll(() => t.close());

const get = (path: string, who: string, lang = 'et') => t.app.request(path, { headers: { cookie: cookies[who] ?? '', 'accept-language': lang } });
const myInvoices = async (who: string) => ((await (await get('/api/v1/me/invoices', who)).json()) as { data: InvoiceDto[] }).data;

async function register(who: string, payer: 'STUDENT' | 'SCHOOL') {
  const cohort = await makeCohort(db(), { size: 30, startDate: daysFromNow(20), endDate: daysFromNow(60) });
  const reg = await enrolStudent(t.deps, { userId: users[who]?.id ?? 0, cohortId: cohort.id, payer });
  if (reg.kind !== 'REGISTERED' || !reg.invoice) throw new Error('expected a registration');
  return { cohort, reg, invoice: reg.invoice };
}

const row = (id: number) => rowWhere(db(), invoices, { id });
const lineIds = (inv: { metadata: Record<string, unknown> } | undefined) => ((inv?.metadata.lines as { participant_id: number }[]) ?? []).map((l) => l.participant_id);

describe('GET /api/v1/me/invoices (billing history)', () => {
  it('lists my personal invoices, newest first, with number, status, lines and the VAT inside the total', async () => {
    const first = await register('student', 'STUDENT');
    const second = await register('student', 'STUDENT');
    const list = await myInvoices('student');
    expect(list.map((i) => i.id)).toEqual([second.invoice.id, first.invoice.id]);
    const [newest] = list;
    expect(newest).toMatchObject({ kind: 'PERSONAL', status: 'UNPAID', amount: 9900, vat: 1916, vat_rate_percent: 24, currency: 'EUR' });
    expect(newest?.number).toMatch(INVOICE_NUMBER_PATTERN);
    const period = `${formatDate(second.cohort.startDate)}–${formatDate(second.cohort.endDate)}`;
    expect(newest?.lines).toEqual([
      {
        description: expect.any(String),
        detail: `${second.cohort.name} · ${period}`,
        cohort: second.cohort.name,
        period_start: second.cohort.startDate.toISOString(),
        period_end: second.cohort.endDate.toISOString(),
        student: null,
        quantity: 1,
        unit_price: 9900,
        amount: 9900,
      },
    ]);
    expect(newest?.reference_number).toBe(invoiceReferenceNumber(newest?.number ?? ''));
    expect(isValidReferenceNumber(newest?.reference_number ?? '')).toBe(true);
    expect(newest?.pdf_url).toBe(`/api/v1/invoices/${second.invoice.id}/pdf`);
    expect(newest?.ubl_url).toBe(`/api/v1/invoices/${second.invoice.id}/ubl`);
  });

  it('shows nobody else’s invoices and an empty list to someone without any', async () => {
    expect(await myInvoices('classmate')).toEqual([]);
    expect(await myInvoices('rep')).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.request('/api/v1/me/invoices')).status).toBe(401);
  });
});

describe('GET /api/v1/invoices/{id}/pdf', () => {
  it('gives the student their invoice as a PDF named by its number', async () => {
    const { invoice } = await register('student', 'STUDENT');
    const res = await get(`/api/v1/invoices/${invoice.id}/pdf`, 'student');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.invoiceId}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives a school invoice to that school’s rep and an admin, and answers 404 to everyone else', async () => {
    const personal = (await register('student', 'STUDENT')).invoice;
    const schoolInvoice = (await register('classmate', 'SCHOOL')).invoice;
    expect(schoolInvoice.schoolId).toBe(school.id);
    const statuses = async (id: number) =>
      Object.fromEntries(await Promise.all(['student', 'classmate', 'rep', 'otherRep', 'admin'].map(async (who) => [who, (await get(`/api/v1/invoices/${id}/pdf`, who)).status])));
    expect(await statuses(personal.id)).toEqual({ student: 200, classmate: 404, rep: 404, otherRep: 404, admin: 200 });
    expect(await statuses(schoolInvoice.id)).toEqual({ student: 404, classmate: 404, rep: 200, otherRep: 404, admin: 200 });
  });

  it('answers 404 in Estonian for an unknown or non-numeric id, and 401 when signed out', async () => {
    const unknown = await get('/api/v1/invoices/999999/pdf', 'student');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe('Arvet ei leitud');
    expect((await get('/api/v1/invoices/abc/pdf', 'student')).status).toBe(404);
    expect((await t.app.request('/api/v1/invoices/1/pdf')).status).toBe(401);
  });
});

describe('the school’s monthly invoice', () => {
  it('lists every school-paid registration of the month on one invoice, at no cost when paid with credits', async () => {
    const a = await register('student', 'SCHOOL');
    const b = await register('classmate', 'SCHOOL');
    expect(a.invoice.id).toBe(b.invoice.id);
    const invoice = await row(a.invoice.id);
    expect(invoice).toMatchObject({ schoolId: school.id, status: 'PAID', amount: 0 });
    expect(invoice?.metadata).toMatchObject({ kind: 'SCHOOL', period: schoolInvoicePeriod(new Date()).key });
    expect(lineIds(invoice)).toEqual(expect.arrayContaining([a.reg.registration.id, b.reg.registration.id]));
    const listed = ((await (await get('/api/v1/school/invoices', 'rep')).json()) as { data: InvoiceDto[] }).data;
    const dto = listed.find((i) => i.id === a.invoice.id);
    expect(dto?.kind).toBe('SCHOOL');
    expect(dto?.lines.map((l) => l.detail)).toEqual(expect.arrayContaining([expect.stringContaining(a.cohort.name)]));
  });

  it('bills a line an admin put on the school outside its funds at the school’s seat price (UNPAID)', async () => {
    const broke = await makeSchool(db(), { seatPrice: 4500 });
    const account = await makeAccount(t, 'STUDENT', { schoolId: broke.id });
    const cohort = await makeCohort(db(), { size: 10, startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const reg = await enrolStudent(t.deps, { userId: account.id, cohortId: cohort.id, payer: 'STUDENT' });
    if (reg.kind !== 'REGISTERED') throw new Error('expected a registration');
    await changePayer(t.deps, { participantId: reg.registration.id, to: 'SCHOOL', actorUserId: users.admin?.id ?? 0, overrideSchoolLimitations: true });
    const p = await rowWhere(db(), cohortParticipants, { id: reg.registration.id });
    expect(await row(p?.invoiceId ?? 0)).toMatchObject({ schoolId: broke.id, status: 'UNPAID', amount: 4500 });
  });
});

describe('a payer change moves the invoice line (spec §4)', () => {
  it('to the student: off the school invoice onto a new personal UNPAID invoice; back to the school: personal CANCELED, line back', async () => {
    const { reg, invoice: schoolInvoice } = await register('student', 'SCHOOL');
    const id = reg.registration.id;
    expect(lineIds(await row(schoolInvoice.id))).toContain(id);

    await changePayer(t.deps, { participantId: id, to: 'STUDENT', actorUserId: users.student?.id ?? 0 });
    expect(lineIds(await row(schoolInvoice.id))).not.toContain(id);
    const afterOne = await rowWhere(db(), cohortParticipants, { id });
    const personal = await row(afterOne?.invoiceId ?? 0);
    expect(personal).toMatchObject({ userId: users.student?.id, schoolId: null, status: 'UNPAID', amount: 9900 });
    expect(personal?.invoiceId).toMatch(INVOICE_NUMBER_PATTERN);
    expect((await myInvoices('student')).map((i) => i.id)).toContain(personal?.id);

    await changePayer(t.deps, { participantId: id, to: 'SCHOOL', actorUserId: users.student?.id ?? 0 });
    expect((await row(personal?.id ?? 0))?.status).toBe('CANCELED');
    const afterTwo = await rowWhere(db(), cohortParticipants, { id });
    expect(afterTwo?.invoiceId).toBe(schoolInvoice.id); // the same month's invoice
    expect(lineIds(await row(schoolInvoice.id)).filter((p) => p === id)).toHaveLength(1);
  });

  it('a cancellation takes the line off the school invoice', async () => {
    const { reg, invoice } = await register('classmate', 'SCHOOL');
    await cancelRegistration(t.deps, { participantId: reg.registration.id, actorUserId: users.classmate?.id ?? 0, reason: 'unenrolled' });
    expect(lineIds(await row(invoice.id))).not.toContain(reg.registration.id);
  });
});

describe.skipIf(isRealPostgres)('access closes one week after a payer change leaves the invoice unpaid (pg-boss on PGlite)', () => {
  it('schedules the close-access job for the moment access closes, and the job cancels the registration then', async () => {
    const pglite = t.testDb.pglite;
    let restore = () => {};
    if (!pglite) throw new Error('PGlite expected');
    const boss = new PgBoss({ db: fromPglite(pglite), schema: 'pgboss' });
    await boss.start();
    try {
      await boss.createQueue(JOB_NAMES.closeAccess);
      // the app's queue, on this test's pg-boss (as deps.jobs.start() runs it in main.ts)
      const { jobs } = t.deps;
      t.deps.jobs = {
        ...jobs,
        boss,
        async schedule(name, payload, at, singletonKey) {
          await boss.send(name, payload, { startAfter: at, ...(singletonKey ? { singletonKey } : {}) });
        },
      };
      restore = () => {
        t.deps.jobs = jobs;
      };
      const { reg } = await register('student', 'SCHOOL');
      const changed = await changePayer(t.deps, { participantId: reg.registration.id, to: 'STUDENT', actorUserId: users.student?.id ?? 0 });
      // the job is an outbox entry written with the change, handed to pg-boss by the dispatcher
      await deliverPending(t.deps);
      const [queued] = (await boss.findJobs<{ participantId: number }>(JOB_NAMES.closeAccess, { data: { participantId: reg.registration.id } })) ?? [];
      expect(queued?.startAfter.getTime()).toBe(changed.accessClosesAt?.getTime());
      const week = 7 * 86_400_000;
      expect(Math.abs((changed.accessClosesAt?.getTime() ?? 0) - (Date.now() + week))).toBeLessThan(2 * 3_600_000);

      // run the queued job with the clock one week and a minute on: access closes
      const handlers = jobHandlers({ ...t.deps, clock: () => new Date((changed.accessClosesAt?.getTime() ?? 0) + 60_000) });
      await handlers[JOB_NAMES.closeAccess](queued?.data ?? {});
      const p = await rowWhere(db(), cohortParticipants, { id: reg.registration.id });
      expect(p?.status).toBe('CANCELED');
    } finally {
      restore();
      await boss.stop({ graceful: false, timeout: 2000 });
    }
  });
});
