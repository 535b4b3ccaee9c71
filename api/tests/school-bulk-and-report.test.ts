// Schools at scale (issue 29 item 8): a representative registers many students into one cohort at once —
// picked from the school's list and from a pasted list of names and e-mail addresses (new people invited) —
// each by the single registration's rules, with partial failures kept apart; the row limit and the list's
// row errors in the rep's language; and the school-year report as JSON, CSV and PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortParticipants, diplomas, schoolCreditLogs, students, users, waitlistEntries } from '@valik/db/schema';
import { countWhere, daysFromNow, makeCohort, makeCourse, makeParticipant, makeSchool, makeStudent, rowsWhere } from '@valik/db/testing';
import { parseStudentList } from '@valik/domain';
import { pdfTextRuns } from '../src/documents/pdf-text.testing.ts';
import { renderSchoolReportPdf } from '../src/documents/school-report-pdf.ts';
import { buildSchoolYearReport } from '../src/school-reps/school-year-report.ts';
import { mailbox } from './accounts/support.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let seq = 0;
const address = () => `bulk-${Date.now()}-${++seq}@kool.test`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function schoolWithRep(school: Parameters<typeof makeSchool>[1] = {}) {
  const s = await makeSchool(t.deps.db, { prepaidStudentSeats: 50, defaultPayer: 'SCHOOL', ...school });
  const rep = await makeAccount(t, 'SCHOOL_REP', { schoolId: s.id });
  return { school: s, rep, cookie: await signIn(t, rep.email) };
}

interface BulkRow { source: string; line: number | null; user_id: number | null; name: string; email: string | null; outcome: string; invited: boolean; position: number | null; reason: string | null }
interface BulkBody { data: { rows: BulkRow[]; counts: { registered: number; waitlisted: number; refused: number; invited: number } } }

const bulk = (cookie: string, body: unknown, lang = 'en') => t.app.request('/api/v1/school/registrations/bulk', jsonPost(body, { cookie, 'accept-language': lang }));

describe('the list of names and e-mail addresses', () => {
  it('reads comma, semicolon and tab lists, two or three columns, quotes, and skips a header row', () => {
    const rows = parseStudentList('Nimi;E-post\r\nMari Maasikas;mari@kool.test\n\n"Tamm, Jaan";jaan@kool.test\n');
    expect(rows).toEqual([
      { line: 2, ok: true, firstName: 'Mari', lastName: 'Maasikas', email: 'mari@kool.test' },
      { line: 4, ok: true, firstName: 'Tamm,', lastName: 'Jaan', email: 'jaan@kool.test' },
    ]);
    expect(parseStudentList('first_name,last_name,email\nAnna Liisa,Kask,ANNA@Kool.test')).toEqual([{ line: 2, ok: true, firstName: 'Anna Liisa', lastName: 'Kask', email: 'anna@kool.test' }]);
    expect(parseStudentList('Juhan\tLeht\tjuhan@kool.test')).toEqual([{ line: 1, ok: true, firstName: 'Juhan', lastName: 'Leht', email: 'juhan@kool.test' }]);
  });

  it('gives each bad row its own error with its line number', () => {
    const rows = parseStudentList('Mari Maasikas,mari@kool.test\nJaan Tamm,jaan-at-kool\nonly@kool.test\nA,B,C,d@kool.test\n"Kask,kask@kool.test\nPeeter Puu,');
    expect(rows.map((r) => (r.ok ? r.line : `${r.line}: ${r.message}`))).toEqual([
      1,
      '2: The e-mail address “{email}” is not valid',
      '3: The name is missing',
      '4: Expected a name and an e-mail address, or first name, last name and e-mail address: the row has {count} columns',
      '5: A quotation mark is not closed',
      '6: Expected a name and an e-mail address, or first name, last name and e-mail address: the row has {count} columns',
    ]);
  });
});

describe('registering many students at once', () => {
  it('registers picked students and invites new ones, and refuses the rest row by row without undoing the others', async () => {
    const { school, rep, cookie } = await schoolWithRep();
    const other = await makeSchool(t.deps.db);
    const cohort = await makeCohort(t.deps.db, { size: 10, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const { user: picked } = await makeStudent(t.deps.db, { schoolId: school.id });
    const { user: already } = await makeStudent(t.deps.db, { schoolId: school.id });
    await makeParticipant(t.deps.db, { userId: already.id, cohortId: cohort.id });
    const { user: theirs } = await makeStudent(t.deps.db, { schoolId: other.id });
    const newcomer = address();
    const csv = ['Nimi,E-post', `Uus Õpilane,${newcomer}`, `Jaan Tamm,not-an-address`, `Kordus Õpilane,${newcomer.toUpperCase()}`, `Teise Kooli,${theirs.email}`].join('\n');
    const res = await bulk(cookie, { cohort_id: cohort.id, user_ids: [picked.id, already.id, theirs.id], csv });
    expect(res.status).toBe(200);
    const { rows, counts } = ((await res.json()) as BulkBody).data;
    expect(rows.map((r) => [r.source, r.line, r.outcome, r.invited, r.reason])).toEqual([
      ['PICKED', null, 'REGISTERED', false, null],
      ['PICKED', null, 'REFUSED', false, 'You are already registered for this cohort'],
      ['PICKED', null, 'REFUSED', false, 'The student is not a student of your school'],
      ['LIST', 2, 'REGISTERED', true, null],
      ['LIST', 3, 'REFUSED', false, 'The e-mail address “not-an-address” is not valid'],
      ['LIST', 4, 'REFUSED', false, 'This student is already on an earlier row'],
      ['LIST', 5, 'REFUSED', false, 'This e-mail address belongs to an account that is not a student of your school'],
    ]);
    // another school's student is refused without being named
    expect(rows[2]).toMatchObject({ name: '', email: null });
    expect(counts).toEqual({ registered: 2, waitlisted: 0, refused: 5, invited: 1 });

    // the new person: an account of the school, registered on the school's account, invited by e-mail
    const [invited] = await rowsWhere(t.deps.db, users, { email: newcomer });
    expect(invited).toMatchObject({ firstName: 'Uus', lastName: 'Õpilane', role: 'STUDENT', metadata: { provider: 'invitation', invited_by: rep.id } });
    expect(await rowsWhere(t.deps.db, students, { userId: invited!.id })).toEqual([expect.objectContaining({ schoolId: school.id })]);
    await t.deps.tasks.idle();
    expect((await mailbox(t, newcomer)).map((m) => m.template)).toContain('invitation');
    for (const userId of [picked.id, invited!.id]) {
      expect(await rowsWhere(t.deps.db, cohortParticipants, { userId, cohortId: cohort.id })).toEqual([expect.objectContaining({ defaultPayer: 'SCHOOL', status: 'REGISTERED' })]);
    }
    expect(await countWhere(t.deps.db, cohortParticipants, { userId: theirs.id, cohortId: cohort.id })).toBe(0);
  });

  it('puts the students past the last seat on the waitlist, and refuses those the school cannot pay for while keeping the ones it did', async () => {
    const { school, cookie } = await schoolWithRep({ prepaidStudentSeats: 2 });
    const cohort = await makeCohort(t.deps.db, { size: 2, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const picked = [];
    for (let i = 0; i < 3; i++) picked.push((await makeStudent(t.deps.db, { schoolId: school.id })).user.id);
    const res = await bulk(cookie, { cohort_id: cohort.id, user_ids: picked });
    const { rows } = ((await res.json()) as BulkBody).data;
    expect(rows.map((r) => [r.outcome, r.position])).toEqual([['REGISTERED', null], ['REGISTERED', null], ['WAITLISTED', 1]]);
    expect(await countWhere(t.deps.db, waitlistEntries, { userId: picked[2], cohortId: cohort.id })).toBe(1);

    // the seats are spent: the next group's registrations are refused with the school's reason, in Estonian
    const next = await makeCohort(t.deps.db, { size: 10, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const again = ((await (await bulk(cookie, { cohort_id: next.id, user_ids: picked.slice(0, 1) }, 'et')).json()) as BulkBody).data.rows;
    expect(again).toEqual([expect.objectContaining({ outcome: 'REFUSED', reason: expect.stringMatching(/krediit|kohti|kohta/i) })]);
    // what committed before stays
    expect(await countWhere(t.deps.db, cohortParticipants, { cohortId: cohort.id })).toBe(2);
  });

  it('refuses the whole list for a cohort the school does not pay for, before making any account', async () => {
    const { cookie } = await schoolWithRep({ paymentLimitations: { inLanguage: ['et'] } });
    const russian = await makeCohort(t.deps.db, { courseId: (await makeCourse(t.deps.db, { language: 'ru' })).id, startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const newcomer = address();
    const res = await bulk(cookie, { cohort_id: russian.id, csv: `Uus Õpilane,${newcomer}` }, 'et');
    expect(res.status).toBe(422);
    expect(await countWhere(t.deps.db, users, { email: newcomer })).toBe(0);
    const closed = await makeCohort(t.deps.db, { status: 'DRAFT', startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const draft = await bulk(cookie, { cohort_id: closed.id, csv: `Uus Õpilane,${newcomer}` }, 'et');
    expect(((await draft.json()) as { error: { message: string } }).error.message).toBe('See grupp praegu registreerimisi ei võta');
  });

  it('limits a list to 200 students with a clear error, and needs at least one', async () => {
    const { cookie } = await schoolWithRep();
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const csv = Array.from({ length: 201 }, (_, i) => `Õpilane Nr${i},limit-${i}-${Date.now()}@kool.test`).join('\n');
    const messages: Record<string, string> = {
      et: 'Korraga saab registreerida kuni 200 õpilast: nimekirjas on 201',
      en: 'At most 200 students can be registered at once: the list has 201',
      ru: 'За один раз можно зарегистрировать не более 200 учеников: в списке 201',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await bulk(cookie, { cohort_id: cohort.id, csv }, lang);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await countWhere(t.deps.db, cohortParticipants, { cohortId: cohort.id })).toBe(0);
    const empty = await bulk(cookie, { cohort_id: cohort.id, csv: '\n\n', user_ids: [] });
    expect(empty.status).toBe(422);
  });

  it('gives the row errors in the rep’s language', async () => {
    const { cookie } = await schoolWithRep();
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(10), endDate: daysFromNow(40) });
    const reasons = async (lang: string) => ((await (await bulk(cookie, { cohort_id: cohort.id, csv: 'Mari,mari-at-kool\nonly@kool.test' }, lang)).json()) as BulkBody).data.rows.map((r) => r.reason);
    expect(await reasons('et')).toEqual(['E-posti aadress „mari-at-kool“ ei ole korrektne', 'Nimi puudub']);
    expect(await reasons('ru')).toEqual(['Адрес электронной почты «mari-at-kool» недействителен', 'Не указано имя']);
  });

  it('is for school representatives only', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cohort = await makeCohort(t.deps.db);
    expect((await bulk(await signIn(t, student.email), { cohort_id: cohort.id, user_ids: [student.id] })).status).toBe(403);
  });
});

describe('the school-year report', () => {
  it('lists registrations with results, diplomas, attendance, credits and the school invoices, as JSON, CSV in Estonian words and a PDF', async () => {
    const { school, rep, cookie } = await schoolWithRep({ prepaidStudentSeats: 0 });
    // credits pay for the seats
    await t.deps.db.insert(schoolCreditLogs).values({ schoolId: school.id, type: 'ADD', amount: 5, eventAppliesAt: daysFromNow(-1) });
    const cohort = await makeCohort(t.deps.db, { size: 10, startDate: daysFromNow(1), endDate: daysFromNow(40) });
    const { user: mari } = await makeStudent(t.deps.db, { schoolId: school.id, firstName: 'Mari', lastName: 'Maasikas' });
    const { user: jaan } = await makeStudent(t.deps.db, { schoolId: school.id, firstName: 'Jaan', lastName: 'Tamm' });
    const res = await bulk(cookie, { cohort_id: cohort.id, user_ids: [mari.id, jaan.id] });
    expect(((await res.json()) as BulkBody).data.counts.registered).toBe(2);
    const [mariReg] = await rowsWhere(t.deps.db, cohortParticipants, { userId: mari.id });
    await t.deps.db.update(cohortParticipants).set({ status: 'COMPLETED' }).where((await import('drizzle-orm')).eq(cohortParticipants.id, mariReg!.id));
    await t.deps.db.insert(diplomas).values({ userId: mari.id, participantId: mariReg!.id, participantStatus: 'COMPLETED', verificationCode: 'VLK-TEST1-AAAAA' });
    // another school's registration never shows
    const { user: stranger } = await makeStudent(t.deps.db, { schoolId: (await makeSchool(t.deps.db)).id });
    await makeParticipant(t.deps.db, { userId: stranger.id, cohortId: cohort.id });

    const report = await buildSchoolYearReport(t.deps, { schoolId: school.id, schoolYear: 'CURRENT', lang: 'et' });
    expect(report.registrations.map((r) => [r.student_name, r.status_text, r.passed, r.diploma_code, r.credits_used, r.payer_text])).toEqual([
      ['Jaan Tamm', 'Registreeritud', null, null, 1, 'Kool maksab'],
      ['Mari Maasikas', 'Arvestatud', true, 'VLK-TEST1-AAAAA', 1, 'Kool maksab'],
    ]);
    expect(report.totals).toMatchObject({ students: 2, registrations: 2, passed: 1, not_passed: 0, diplomas: 1, credits_used: 2 });
    expect(report.invoices.length).toBeGreaterThanOrEqual(1);
    expect(report.registrations.every((r) => r.invoice_number === report.invoices[0]?.number)).toBe(true);

    const get = (path: string, lang = 'et') => t.app.request(path, { headers: { cookie, 'accept-language': lang } });
    const json = ((await (await get('/api/v1/school/report?school_year=CURRENT')).json()) as { data: { totals: { registrations: number } } }).data;
    expect(json.totals.registrations).toBe(2);
    // a school year with nothing in it
    expect(((await (await get('/api/v1/school/report?school_year=LAST_PREVIOUS')).json()) as { data: { registrations: unknown[] } }).data.registrations).toEqual([]);

    const csvRes = await get('/api/v1/school/report/export?school_year=CURRENT');
    expect(csvRes.headers.get('content-type')).toContain('text/csv');
    const csv = await csvRes.text();
    expect(csv).toContain('Õpilane,E-posti aadress,Kursuse grupp,Algus,Lõpp,Olek,Arvestatud,Tunnistus,Osaletud tunde,Toimunud tunde,Maksja,Kasutatud krediite,Arve number,Arve olek');
    expect(csv).toContain(`Mari Maasikas,${mari.email}`);
    expect(csv).toContain('Arvestatud,Jah,VLK-TEST1-AAAAA,0,0,Kool maksab,1');
    expect(csv).not.toMatch(/COMPLETED|REGISTERED|SCHOOL|UNPAID/);
    expect(csv).not.toContain(stranger.email);

    const pdfRes = await get('/api/v1/school/report/pdf?school_year=CURRENT');
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfRes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const text = pdfTextRuns(await renderSchoolReportPdf(report, 'et', { compress: false })).join(' ');
    for (const words of ['Õppeaasta aruanne', school.name, 'Mari Maasikas', 'Arvestatud', 'VLK-TEST1-AAAAA', 'Kooli arved']) expect(text).toContain(words);
    const english = pdfTextRuns(await renderSchoolReportPdf(await buildSchoolYearReport(t.deps, { schoolId: school.id, schoolYear: 'CURRENT', lang: 'en' }), 'en', { compress: false })).join(' ');
    expect(english).toContain('School-year report');
    expect(english).toContain('Passed');

    // another school's rep cannot ask for this school's report; a student cannot ask at all
    const { cookie: otherRep } = await schoolWithRep();
    expect((await t.app.request(`/api/v1/school/report?school_id=${school.id}`, { headers: { cookie: otherRep } })).status).toBe(403);
    const student = await makeAccount(t, 'STUDENT');
    expect((await t.app.request('/api/v1/school/report/pdf', { headers: { cookie: await signIn(t, student.email) } })).status).toBe(403);
    expect(rep.id).toBeGreaterThan(0);
  });
});
