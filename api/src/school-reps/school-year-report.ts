// The school-year report of a school representative (issue 29 item 8), for the school's own records: for
// the spec's school-year filters (all, next, current, last previous, all previous; by cohort start, as
// "My students" filters) and optionally one course, every registration of the school's students with its
// status, result (passed or not, the diploma), attendance (classes attended of held), payer and invoice;
// the credits those registrations used (deducted less refunded); and the school's invoices that carry them.
// One read model for the three forms it takes: the page's JSON, the CSV and the PDF, whose words are the
// API's dictionary in the rep's language (no codes: "Arvestatud", not COMPLETED).
import { getSchool, listDiplomasOfParticipants, listSchoolInvoices } from '@valik/db/queries';
import { loadSchoolCreditLedger } from '@valik/db/queries/manage';
import { cohortDisplayName, formatDate, getSchoolYear, schoolYearFilter, type SchoolYearFilter } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import { invoicesJson } from '../invoices/invoice-documents.ts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { SCHOOL_NOT_FOUND } from './save-school-conditions.ts';
import { listSchoolStudents } from './school-students.ts';

/** The English source words of participant statuses in the report (translated by the API's dictionary). */
export const REPORT_STATUS_WORDS: Record<string, string> = {
  REGISTERED: 'Registered',
  IN_PROGRESS: 'In progress',
  AWAITING_RESULT: 'Awaiting result',
  COMPLETED: 'Passed',
  FAILED: 'Not passed',
  CANCELED: 'Canceled',
};

export interface SchoolReportRegistration {
  participant_id: number;
  student_name: string;
  email: string;
  course_name: string;
  /** the cohort named with its course */
  cohort_name: string;
  start_date: string;
  end_date: string;
  status: string;
  /** the status in words, in the report's language */
  status_text: string;
  payer_text: string;
  /** true passed, false not passed, null no result yet */
  passed: boolean | null;
  diploma_code: string | null;
  classes_attended: number;
  classes_held: number;
  invoice_number: string | null;
  invoice_status_text: string | null;
  /** credits this registration used, less those given back */
  credits_used: number;
}

export interface SchoolReportInvoice {
  number: string;
  period: string | null;
  issued_at: string;
  due_date: string | null;
  status: string;
  status_text: string;
  /** cents, VAT included */
  amount: number;
}

export interface SchoolReport {
  school_id: number;
  school_name: string;
  school_year: SchoolYearFilter;
  /** the filter in words ("Õppeaasta 2026/2027", "Kõik õppeaastad") */
  period_text: string;
  course_id: number | null;
  course_name: string | null;
  /** the courses the school's students were registered for (the report's course filter) */
  courses: { id: number; name: string }[];
  generated_at: string;
  registrations: SchoolReportRegistration[];
  invoices: SchoolReportInvoice[];
  totals: {
    students: number;
    registrations: number;
    passed: number;
    not_passed: number;
    diplomas: number;
    classes_attended: number;
    classes_held: number;
    credits_used: number;
    invoiced: number;
    unpaid: number;
  };
}

/** The filter as words: a named school year, or the span it covers. */
export function periodText(filter: SchoolYearFilter, now: Date, lang: Lang): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  if (filter === 'ALL') return t('All school years');
  const range = schoolYearFilter(filter, now);
  if (filter === 'ALL_PREVIOUS') return t('All previous school years (until {date})', { date: formatDate(new Date((range.to as Date).getTime() - 1)) });
  return t('School year {year}', { year: getSchoolYear(range.from as Date).label });
}

export async function buildSchoolYearReport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  params: { schoolId: number; schoolYear: SchoolYearFilter; courseId?: number | undefined; lang: Lang },
): Promise<SchoolReport> {
  const { db } = deps;
  const { lang } = params;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const now = deps.clock();
  const school = await getSchool(db, { id: params.schoolId });
  if (!school) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND);
  const { students, courses } = await listSchoolStudents(deps, { schoolId: params.schoolId, filter: { schoolYear: params.schoolYear, courseId: params.courseId } });
  const registrations = students.flatMap((s) => s.registrations.map((r) => ({ s, r })));
  const diplomas = new Map((await listDiplomasOfParticipants(db, { participantIds: registrations.map(({ r }) => r.participant_id) })).map((d) => [d.participantId, d.verificationCode]));

  // credits per registration: DEDUCT less REFUND of the ledger rows naming it
  const credits = new Map<number, number>();
  for (const entry of await loadSchoolCreditLedger(db, { schoolId: params.schoolId })) {
    const participantId = entry.metadata.participant_id;
    if (typeof participantId !== 'number' || (entry.type !== 'DEDUCT' && entry.type !== 'REFUND')) continue;
    credits.set(participantId, (credits.get(participantId) ?? 0) + (entry.type === 'DEDUCT' ? entry.amount : -entry.amount));
  }

  const invoiceIds = new Set<string>(registrations.map(({ r }) => r.invoice_number).filter((n): n is string => n !== null));
  const schoolInvoices = (await listSchoolInvoices(db, { schoolId: params.schoolId })).filter((i) => invoiceIds.has(i.invoiceId));
  const invoiceStatusText = (status: string | null) => (status === 'PAID' ? t('Paid') : status === 'CANCELED' ? t('Canceled') : status === 'UNPAID' ? t('Unpaid') : null);
  const invoices = (await invoicesJson(db, schoolInvoices, undefined, lang))
    .map((i) => ({ number: i.number, period: i.period, issued_at: i.issued_at, due_date: i.due_date, status: i.status, status_text: invoiceStatusText(i.status) ?? '', amount: i.amount }))
    .sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.number.localeCompare(b.number));

  const rows: SchoolReportRegistration[] = registrations
    .map(({ s, r }) => ({
      participant_id: r.participant_id,
      student_name: `${s.first_name} ${s.last_name}`.trim(),
      email: s.email,
      course_name: r.course_name,
      cohort_name: cohortDisplayName(r.course_name, r.cohort_name),
      start_date: r.start_date,
      end_date: r.end_date,
      status: r.status,
      status_text: t(REPORT_STATUS_WORDS[r.status] ?? r.status),
      payer_text: r.default_payer === 'SCHOOL' ? t('School pays') : t('Student pays'),
      passed: r.status === 'COMPLETED' ? true : r.status === 'FAILED' ? false : null,
      diploma_code: diplomas.get(r.participant_id) ?? null,
      classes_attended: r.classes_attended,
      classes_held: r.classes_held,
      invoice_number: r.invoice_number,
      invoice_status_text: invoiceStatusText(r.invoice_status),
      credits_used: Math.max(0, credits.get(r.participant_id) ?? 0),
    }))
    .sort((a, b) => a.student_name.localeCompare(b.student_name, 'et') || a.start_date.localeCompare(b.start_date));
  const sum = (f: (r: SchoolReportRegistration) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    school_id: school.id,
    school_name: school.name,
    school_year: params.schoolYear,
    period_text: periodText(params.schoolYear, now, lang),
    course_id: params.courseId ?? null,
    course_name: params.courseId === undefined ? null : (courses.find((c) => c.id === params.courseId)?.name ?? null),
    courses,
    generated_at: now.toISOString(),
    registrations: rows,
    invoices,
    totals: {
      students: new Set(registrations.map(({ s }) => s.user_id)).size,
      registrations: rows.length,
      passed: rows.filter((r) => r.passed === true).length,
      not_passed: rows.filter((r) => r.passed === false).length,
      diplomas: rows.filter((r) => r.diploma_code !== null).length,
      classes_attended: sum((r) => r.classes_attended),
      classes_held: sum((r) => r.classes_held),
      credits_used: sum((r) => r.credits_used),
      invoiced: invoices.filter((i) => i.status !== 'CANCELED').reduce((n, i) => n + i.amount, 0),
      unpaid: invoices.filter((i) => i.status === 'UNPAID').reduce((n, i) => n + i.amount, 0),
    },
  };
}

/** The report's registration columns: header words (English keys) and each row's cells. */
export function reportColumns(lang: Lang) {
  const t = (key: string) => translate(lang, key);
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? t('Yes') : t('No'));
  return [
    { head: t('Student'), cell: (r: SchoolReportRegistration) => r.student_name },
    { head: t('E-mail address'), cell: (r: SchoolReportRegistration) => r.email },
    { head: t('Course group'), cell: (r: SchoolReportRegistration) => r.cohort_name },
    { head: t('Start'), cell: (r: SchoolReportRegistration) => formatDate(r.start_date) },
    { head: t('End'), cell: (r: SchoolReportRegistration) => formatDate(r.end_date) },
    { head: t('Status'), cell: (r: SchoolReportRegistration) => r.status_text },
    { head: t('Passed'), cell: (r: SchoolReportRegistration) => yesNo(r.passed) },
    { head: t('Diploma'), cell: (r: SchoolReportRegistration) => r.diploma_code ?? '' },
    { head: t('Classes attended'), cell: (r: SchoolReportRegistration) => r.classes_attended },
    { head: t('Classes held'), cell: (r: SchoolReportRegistration) => r.classes_held },
    { head: t('Payer'), cell: (r: SchoolReportRegistration) => r.payer_text },
    { head: t('Credits used'), cell: (r: SchoolReportRegistration) => r.credits_used },
    { head: t('Invoice number'), cell: (r: SchoolReportRegistration) => r.invoice_number ?? '' },
    { head: t('Invoice status'), cell: (r: SchoolReportRegistration) => r.invoice_status_text ?? '' },
  ];
}
