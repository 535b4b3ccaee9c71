// The teacher's and school rep's API calls (api/src/routes/teacher, cohort-roster, school, feedback-dashboard).
import { json, v1, type Answer } from '../../lib/http.ts';

export type ParticipantStatus = 'REGISTERED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'AWAITING_RESULT';
export type CohortPhase = 'UPCOMING' | 'IN_PROGRESS' | 'ENDED' | 'CANCELED';
export type ResultStatus = 'COMPLETED' | 'FAILED' | 'AWAITING_RESULT';

// Answers as the API's route chain types them (`@valik/api/client`).
export type TeacherDashboardDto = Answer<typeof v1.teacher.dashboard.$get>['data'];
export type TeacherCohortDto = Answer<typeof v1.teacher.cohorts.$get>['data'][number];
export type RosterDto = Answer<(typeof v1.cohorts)[':id{[0-9]+}']['students']['$get']>['data'];
export type RosterStudentDto = RosterDto['students'][number];
export type SchoolStudentsDto = Answer<typeof v1.school.students.$get>['data'];
export type SchoolRegistrationDto = SchoolStudentsDto['students'][number]['registrations'][number];
export type SchoolWaitlistDto = SchoolStudentsDto['students'][number]['waitlist'][number];

export interface SchoolStudentsFilter {
  school_year: string;
  course_id?: number | undefined;
  /** a participant status, or WAITLISTED for students waiting in a full group's line (issue 30) */
  status?: ParticipantStatus | 'WAITLISTED' | undefined;
}

export const teachingKeys = {
  dashboard: ['teacher', 'dashboard'] as const,
  cohorts: ['teacher', 'cohorts'] as const,
  cohort: (id: number) => ['teacher', 'cohorts', id] as const,
  roster: (id: number) => ['cohorts', id, 'students'] as const,
  schoolStudents: (f: SchoolStudentsFilter) => ['school', 'students', f] as const,
  calendarFeed: ['teacher', 'calendar-feed'] as const,
  schoolCohorts: ['school', 'cohorts'] as const,
  digest: ['school', 'digest'] as const,
};

/** Query parameters without the empty ones, as strings (the API parses them). */
export function queryOf(params: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params) as [string, unknown][]) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** The same as a `?…` string, for links (CSV downloads) that the browser follows itself. */
export function queryString(params: object): string {
  const s = new URLSearchParams(queryOf(params)).toString();
  return s ? `?${s}` : '';
}

const id = (n: number) => ({ id: String(n) });

export const fetchTeacherDashboard = () => json(v1.teacher.dashboard.$get()).then((r) => r.data);
export const fetchTeacherCohorts = () => json(v1.teacher.cohorts.$get()).then((r) => r.data);
export const fetchTeacherCohort = (cohortId: number) => json(v1.teacher.cohorts[':id{[0-9]+}'].$get({ param: id(cohortId) })).then((r) => r.data);
export const updateTeacherCohort = (cohortId: number, body: Partial<Pick<TeacherCohortDto, 'video_url' | 'discord_invite_url' | 'external_lms_link' | 'notes' | 'online_class_times'>>) =>
  json(v1.teacher.cohorts[':id{[0-9]+}'].$patch({ param: id(cohortId), json: body })).then((r) => r.data);
export const fetchRoster = (cohortId: number) => json(v1.cohorts[':id{[0-9]+}'].students.$get({ param: id(cohortId) })).then((r) => r.data);
export const setResults = (cohortId: number, participantIds: number[], status: ResultStatus) =>
  json(v1.cohorts[':id{[0-9]+}'].students.results.$put({ param: id(cohortId), json: { participant_ids: participantIds, status } })).then((r) => r.data);
export const setProgress = (cohortId: number, participantId: number, percent: number) =>
  json(v1.cohorts[':id{[0-9]+}'].students[':participantId{[0-9]+}'].progress.$put({ param: { id: String(cohortId), participantId: String(participantId) }, json: { progress_percent: percent } }));
export const rosterCsvUrl = (id: number) => `/api/v1/cohorts/${id}/students/export`;
export const TEACHER_CALENDAR_URL = '/api/v1/teacher/calendar.ics';
export const fetchTeachingFeedUrl = () => json(v1.teacher['calendar-feed'].$get()).then((r) => r.data.url);
/** The secret calendar link's query: the dashboard draws with it, its field reads and replaces it. */
export const teachingFeedQuery = { queryKey: teachingKeys.calendarFeed, queryFn: fetchTeachingFeedUrl };
export const resetTeachingFeedUrl = () => json(v1.teacher['calendar-feed'].reset.$post()).then((r) => r.data.url);
export const fetchSchoolStudents = (f: SchoolStudentsFilter) => json(v1.school.students.$get({ query: queryOf({ ...f }) })).then((r) => r.data);
export const schoolStudentsCsvUrl = (f: SchoolStudentsFilter) => `/api/v1/school/students/export${queryString({ ...f })}`;

export type SchoolCohortDto = Answer<typeof v1.school.cohorts.$get>['data'][number];
export type SchoolRegistrationResult = Answer<typeof v1.school.registrations.$post>['data'];
export const fetchSchoolCohorts = () => json(v1.school.cohorts.$get({ query: {} })).then((r) => r.data);
export const registerSchoolStudent = (userId: number, cohortId: number) =>
  json(v1.school.registrations.$post({ json: { user_id: userId, cohort_id: cohortId } })).then((r) => r.data);
export const fetchDigestSetting = () => json(v1.school.digest.$get()).then((r) => r.data.subscribed);
export const saveDigestSetting = (subscribed: boolean) => json(v1.school.digest.$put({ json: { subscribed } })).then((r) => r.data.subscribed);
export const fetchDigestUnsubscribe = (token: string) => json(v1.school.digest.unsubscribe.$get({ query: { token } })).then((r) => r.data);
export const confirmDigestUnsubscribe = (token: string) => json(v1.school.digest.unsubscribe.$post({ json: { token } })).then((r) => r.data);
