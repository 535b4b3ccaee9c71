// Every student of a school with their registrations (payer, invoice, progress, result, attention flag),
// filtered by school year (cohort start date), course and participant status (issue 8 item 5). The
// registrations are the console's participant rows (listManageParticipants), so rep and admin agree.
// A school holds hundreds of registrations, not millions: one bounded read, filtered here.
import { listSchoolStudentUsers } from '@valik/db/queries';
import { listManageParticipants, type ManageParticipantRow } from '@valik/db/queries/manage';
import { isInSchoolYearFilter, needsAttention, type SchoolYearFilter } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { attendanceJson, loadAttendance, type AttendanceBook } from '../attendance/attendance-summary.ts';

const MAX_REGISTRATIONS = 20_000;

export interface SchoolStudentsFilter {
  schoolYear: SchoolYearFilter;
  courseId?: number | undefined;
  status?: string | undefined;
}

export function schoolRegistrationJson(p: ManageParticipantRow, now: Date, attendance: AttendanceBook) {
  return {
    participant_id: p.id,
    cohort_id: p.cohortId,
    cohort_name: p.cohortName,
    course_id: p.courseId,
    course_name: p.courseName,
    start_date: p.cohortStartDate.toISOString(),
    end_date: p.cohortEndDate.toISOString(),
    status: p.status,
    default_payer: p.defaultPayer,
    invoice_number: p.invoiceNumber,
    invoice_status: p.invoiceStatus,
    registered_at: p.createdAt.toISOString(),
    progress_percent: p.progressPercent,
    // issue 29: classes attended of held, apart from progress (assignments only)
    ...attendanceJson(attendance.summaryOf(p, now)),
    needs_attention: needsAttention({ endDate: p.cohortEndDate, participantStatus: p.status }, now),
  };
}

export async function listSchoolStudents(deps: Pick<AppDeps, 'db' | 'clock'>, params: { schoolId: number; filter: SchoolStudentsFilter }) {
  const { db } = deps;
  const now = deps.clock();
  const { filter } = params;
  const students = await listSchoolStudentUsers(db, { schoolId: params.schoolId });
  const page = await listManageParticipants(db, {
    filter: { schoolId: params.schoolId },
    sort: { field: 'cohortStart', order: 'DESC' },
    offset: 0,
    limit: MAX_REGISTRATIONS,
  });
  const matching = page.rows.filter(
    (p) =>
      isInSchoolYearFilter(p.cohortStartDate, filter.schoolYear, now) &&
      (filter.courseId === undefined || p.courseId === filter.courseId) &&
      (filter.status === undefined || p.status === filter.status),
  );
  const attendance = await loadAttendance(db, matching);
  const narrowed = filter.schoolYear !== 'ALL' || filter.courseId !== undefined || filter.status !== undefined;
  const byUser = new Map<number, ManageParticipantRow[]>();
  for (const p of matching) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  const courses = new Map(page.rows.map((p) => [p.courseId, p.courseName]));
  return {
    students: students
      .filter((s) => !narrowed || byUser.has(s.userId))
      .map((s) => {
        const registrations = (byUser.get(s.userId) ?? []).map((p) => schoolRegistrationJson(p, now, attendance));
        return {
          user_id: s.userId,
          first_name: s.firstName,
          last_name: s.lastName,
          email: s.email,
          needs_attention: registrations.some((r) => r.needs_attention),
          registrations,
        };
      }),
    courses: [...courses].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'et')),
  };
}
