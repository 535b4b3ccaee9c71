// /api/v1/school: the school representative's students (issue 8 item 5) and registering one of them for a
// cohort on the school's account. The school is always the rep's own (school-scope.ts); an admin names one.
import { Hono } from 'hono';
import { getStudentSchool, getUserMetadata } from '@valik/db/queries';
import { chooseWeeklyDigest } from '../../school-reps/digest-choice.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { enrolStudent } from '../../registrations/enrol-student.ts';
import { listSchoolStudents } from '../../school-reps/school-students.ts';
import { schoolOfRequest } from '../../school-reps/school-scope.ts';
import { listSchoolCohorts } from '../../school-reps/school-cohorts.ts';
import { buildSchoolYearReport, reportColumns } from '../../school-reps/school-year-report.ts';
import { renderSchoolReportPdf } from '../../documents/school-report-pdf.ts';
import { formatDate, formatEuros } from '@valik/domain';
import { translate } from '@valik/domain/i18n';
import { NOT_SCHOOL_STUDENT, registerStudentsInBulk } from '../../school-reps/bulk-register.ts';
import { csvLine, readableCell } from '../manage/csv.ts';
import { currentUserId } from '../teacher/teacher.routes.ts';
import { isDigestSubscribed, verifyDigestUnsubscribeToken } from '../../school-reps/digest-unsubscribe.ts';
import { digestChoiceBody, digestTokenBody, digestTokenQuery, schoolBulkRegistrationBody, schoolCohortsQuery, schoolRegistrationBody, schoolReportQuery, schoolStudentsQuery } from './school.schemas.ts';

export { NOT_SCHOOL_STUDENT };
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

const STUDENT_COLUMNS = ['first_name', 'last_name', 'email'] as const;
const REGISTRATION_COLUMNS = ['course_name', 'cohort_name', 'start_date', 'status', 'default_payer', 'invoice_number', 'invoice_status', 'progress_percent', 'needs_attention'] as const;

export const schoolRoutes = new Hono<AppEnv>()
  .get('/students', allow('school-rep-auth'), validate('query', schoolStudentsQuery), async (c) => {
    const q = c.req.valid('query');
    const schoolId = schoolOfRequest(c, q.school_id, { required: true }) as number;
    const result = await listSchoolStudents(c.get('deps'), { schoolId, filter: { schoolYear: q.school_year, courseId: q.course_id, status: q.status } });
    return c.json({ data: { school_id: schoolId, ...result } });
  })
  .get('/students/export', allow('school-rep-auth'), validate('query', schoolStudentsQuery), async (c) => {
    const q = c.req.valid('query');
    const schoolId = schoolOfRequest(c, q.school_id, { required: true }) as number;
    const { students } = await listSchoolStudents(c.get('deps'), { schoolId, filter: { schoolYear: q.school_year, courseId: q.course_id, status: q.status } });
    const lines = students.flatMap((s) =>
      (s.registrations.length ? s.registrations : [null]).map((r) =>
        csvLine([s.first_name, s.last_name, s.email, ...REGISTRATION_COLUMNS.map((k) => readableCell(r ? r[k] : null, c.get('lang')))]),
      ),
    );
    return c.body('\uFEFF' + csvLine([...STUDENT_COLUMNS, ...REGISTRATION_COLUMNS]) + lines.join(''), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="school-${schoolId}-students.csv"`,
    });
  })
  // the school-year report (issue 29 item 8): the page's JSON, the CSV and the PDF of one read model
  .get('/report', allow('school-rep-auth'), validate('query', schoolReportQuery), async (c) => {
    const q = c.req.valid('query');
    const schoolId = schoolOfRequest(c, q.school_id, { required: true }) as number;
    return c.json({ data: await buildSchoolYearReport(c.get('deps'), { schoolId, schoolYear: q.school_year, courseId: q.course_id, lang: c.get('lang') }) });
  })
  .get('/report/export', allow('school-rep-auth'), validate('query', schoolReportQuery), async (c) => {
    const q = c.req.valid('query');
    const lang = c.get('lang');
    const schoolId = schoolOfRequest(c, q.school_id, { required: true }) as number;
    const report = await buildSchoolYearReport(c.get('deps'), { schoolId, schoolYear: q.school_year, courseId: q.course_id, lang });
    const t = (key: string) => translate(lang, key);
    const columns = reportColumns(lang);
    const money = (cents: number) => formatEuros(cents, lang);
    // three tables one under the other, as a spreadsheet opens them: the registrations, the school's invoices, the totals
    const text = [
      csvLine([t('School-year report'), report.school_name, report.period_text, report.course_name ?? '']),
      '\r\n',
      csvLine(columns.map((col) => col.head)),
      ...report.registrations.map((r) => csvLine(columns.map((col) => col.cell(r)))),
      '\r\n',
      csvLine([t('Invoice number'), t('Period'), t('Invoice date'), t('Due date'), t('Status'), t('Amount')]),
      ...report.invoices.map((i) => csvLine([i.number, i.period ?? '', formatDate(i.issued_at), i.due_date ? formatDate(i.due_date) : '', i.status_text, money(i.amount)])),
      '\r\n',
      csvLine([t('Registrations'), report.totals.registrations]),
      csvLine([t('Students'), report.totals.students]),
      csvLine([t('Passed'), report.totals.passed]),
      csvLine([t('Not passed'), report.totals.not_passed]),
      csvLine([t('Diplomas'), report.totals.diplomas]),
      csvLine([t('Classes attended'), report.totals.classes_attended]),
      csvLine([t('Classes held'), report.totals.classes_held]),
      csvLine([t('Credits used'), report.totals.credits_used]),
      csvLine([t('Invoiced'), money(report.totals.invoiced)]),
      csvLine([t('Unpaid'), money(report.totals.unpaid)]),
    ].join('');
    return c.body('\uFEFF' + text, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="school-${schoolId}-report-${q.school_year.toLowerCase()}.csv"`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/report/pdf', allow('school-rep-auth'), validate('query', schoolReportQuery), async (c) => {
    const q = c.req.valid('query');
    const lang = c.get('lang');
    const schoolId = schoolOfRequest(c, q.school_id, { required: true }) as number;
    const report = await buildSchoolYearReport(c.get('deps'), { schoolId, schoolYear: q.school_year, courseId: q.course_id, lang });
    const pdf = await renderSchoolReportPdf(report, lang);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="school-${schoolId}-report-${q.school_year.toLowerCase()}.pdf"`,
      'cache-control': 'private, no-store',
    });
  })
  // the cohorts a rep can put a student in (the registration form's choices); a full group offers the waitlist.
  // Only the cohorts the school's limitations cover (language, course, period: checkSchoolCoversCohort, the
  // rule the registration refuses by), so the form never offers what the click would refuse (issue 30).
  .get('/cohorts', allow('school-rep-auth'), validate('query', schoolCohortsQuery), async (c) => {
    const schoolId = schoolOfRequest(c, c.req.valid('query').school_id, { required: false });
    const rows = await listSchoolCohorts(c.get('deps'), schoolId);
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        course_id: r.courseId,
        course_name: r.courseName,
        start_date: r.startDate.toISOString(),
        end_date: r.endDate.toISOString(),
        is_full: r.isFull,
      })),
    });
  })
  // the weekly digest e-mail: my choice (subscribe again here), and the no-login unsubscribe link's two steps
  .get('/digest', allow('school-rep-auth'), async (c) => {
    const row = await getUserMetadata(c.get('deps').db, { userId: currentUserId(c) });
    return c.json({ data: { subscribed: isDigestSubscribed(row?.metadata) } });
  })
  .put('/digest', allow('school-rep-auth'), validate('json', digestChoiceBody), async (c) => {
    const { subscribed } = c.req.valid('json');
    await chooseWeeklyDigest(c.get('deps'), { userId: currentUserId(c), subscribed });
    return c.json({ data: { subscribed } });
  })
  .get('/digest/unsubscribe', allow('public'), validate('query', digestTokenQuery), async (c) => {
    const deps = c.get('deps');
    const userId = verifyDigestUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, c.req.valid('query').token);
    const row = userId === null ? null : await getUserMetadata(deps.db, { userId });
    if (!row || row.deletedAt) throw new ApiError('NOT_FOUND', BAD_UNSUBSCRIBE_LINK);
    return c.json({ data: { subscribed: isDigestSubscribed(row.metadata) } });
  })
  .post('/digest/unsubscribe', allow('public'), validate('json', digestTokenBody), async (c) => {
    const deps = c.get('deps');
    const userId = verifyDigestUnsubscribeToken(deps.env.BETTER_AUTH_SECRET, c.req.valid('json').token);
    const row = userId === null ? null : await getUserMetadata(deps.db, { userId });
    if (userId === null || !row || row.deletedAt) throw new ApiError('NOT_FOUND', BAD_UNSUBSCRIBE_LINK);
    await chooseWeeklyDigest(deps, { userId, subscribed: false });
    return c.json({ data: { subscribed: false } });
  })
  .post('/registrations', allow('school-rep-auth'), validate('json', schoolRegistrationBody), async (c) => {
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const schoolId = schoolOfRequest(c, body.school_id, { required: true });
    const school = await getStudentSchool(deps.db, { userId: body.user_id });
    if (!school || school.id !== schoolId) throw new ApiError('FORBIDDEN', NOT_SCHOOL_STUDENT);
    const result = await enrolStudent(
      deps,
      { userId: body.user_id, cohortId: body.cohort_id, payer: 'SCHOOL', actorUserId: currentUserId(c) },
    );
    if (result.kind === 'WAITLISTED') {
      return c.json({ data: { waitlisted: true, position: result.position, cohort_id: body.cohort_id } }, 202);
    }
    const { registration } = result;
    return c.json(
      { data: { waitlisted: false, participant_id: registration.id, cohort_id: registration.cohortId, status: registration.status, default_payer: registration.defaultPayer } },
      201,
    );
  })
  // many students into one cohort at once (issue 29 item 8): picked ones and a pasted list, one line of the
  // answer per row; each student's registration commits on its own, so the answer is 200 with the refusals in it
  .post('/registrations/bulk', allow('school-rep-auth'), validate('json', schoolBulkRegistrationBody), async (c) => {
    const body = c.req.valid('json');
    const schoolId = schoolOfRequest(c, body.school_id, { required: true }) as number;
    const result = await registerStudentsInBulk(c.get('deps'), {
      schoolId,
      cohortId: body.cohort_id,
      userIds: body.user_ids,
      csv: body.csv,
      actorUserId: currentUserId(c),
      lang: c.get('lang'),
    });
    return c.json({ data: result });
  });
