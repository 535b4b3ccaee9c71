// Every student of a school with their registrations (payer, invoice, progress, result, attention flag),
// filtered by school year (cohort start date), course and participant status (issue 8 item 5). The
// registrations are the console's participant rows (listManageParticipants), so rep and admin agree.
// A school holds hundreds of registrations, not millions: one bounded read, filtered here.
import { listSchoolStudentUsers, listSchoolWaitlistEntries } from '@valik/db/queries';
import { listManageParticipants, type ManageParticipantRow } from '@valik/db/queries/manage';
import { isInSchoolYearFilter, needsAttention, type SchoolYearFilter } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { attendanceJson, loadAttendance, type AttendanceBook } from '../attendance/attendance-summary.ts';

const MAX_REGISTRATIONS = 20_000;

export interface SchoolStudentsFilter {
  schoolYear: SchoolYearFilter;
  courseId?: number | undefined;
  /** a participant status, or WAITLISTED for the students waiting in a full group's line */
  status?: string | undefined;
}

/** The status filter's value for waitlist entries (not a participant status: no registration exists yet). */
export const WAITLISTED = 'WAITLISTED';

type SchoolWaitlistRow = Awaited<ReturnType<typeof listSchoolWaitlistEntries>>[number];

export function schoolWaitlistJson(w: SchoolWaitlistRow) {
  return {
    waitlist_entry_id: w.id,
    cohort_id: w.cohortId,
    cohort_name: w.cohortName,
    course_id: w.courseId,
    course_name: w.courseName,
    start_date: w.cohortStartDate.toISOString(),
    /** WAITING: in line at `position`; OFFERED: a seat is held for the student until offer_expires_at */
    status: w.status as 'WAITING' | 'OFFERED',
    position: w.position,
    offer_expires_at: w.offerExpiresAt?.toISOString() ?? null,
    joined_at: w.joinedAt.toISOString(),
  };
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
  const matching = filter.status === WAITLISTED ? [] : page.rows.filter(
    (p) =>
      isInSchoolYearFilter(p.cohortStartDate, filter.schoolYear, now) &&
      (filter.courseId === undefined || p.courseId === filter.courseId) &&
      (filter.status === undefined || p.status === filter.status),
  );
  const waiting = (await listSchoolWaitlistEntries(db, { schoolId: params.schoolId })).filter(
    (w) =>
      isInSchoolYearFilter(w.cohortStartDate, filter.schoolYear, now) &&
      (filter.courseId === undefined || w.courseId === filter.courseId) &&
      (filter.status === undefined || filter.status === WAITLISTED),
  );
  const attendance = await loadAttendance(db, matching);
  const narrowed = filter.schoolYear !== 'ALL' || filter.courseId !== undefined || filter.status !== undefined;
  const byUser = new Map<number, ManageParticipantRow[]>();
  for (const p of matching) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  const waitingByUser = new Map<number, SchoolWaitlistRow[]>();
  for (const w of waiting) waitingByUser.set(w.userId, [...(waitingByUser.get(w.userId) ?? []), w]);
  const courses = new Map(page.rows.map((p) => [p.courseId, p.courseName]));
  for (const w of waiting) courses.set(w.courseId, w.courseName);
  return {
    students: students
      .filter((s) => !narrowed || byUser.has(s.userId) || waitingByUser.has(s.userId))
      .map((s) => {
        const registrations = (byUser.get(s.userId) ?? []).map((p) => schoolRegistrationJson(p, now, attendance));
        return {
          user_id: s.userId,
          first_name: s.firstName,
          last_name: s.lastName,
          email: s.email,
          needs_attention: registrations.some((r) => r.needs_attention),
          registrations,
          waitlist: (waitingByUser.get(s.userId) ?? []).map(schoolWaitlistJson),
        };
      }),
    courses: [...courses].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'et')),
  };
}
