// The teacher's and school rep's API calls (api/src/routes/teacher, cohort-roster, school, feedback-dashboard).
import type { ClassTimeDto } from '@valik/api/contracts';
import { api } from '../../lib/http.ts';

export type ParticipantStatus = 'REGISTERED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'AWAITING_RESULT';
export type CohortPhase = 'UPCOMING' | 'IN_PROGRESS' | 'ENDED' | 'CANCELED';
export type ResultStatus = 'COMPLETED' | 'FAILED' | 'AWAITING_RESULT';

export interface TeacherCohortDto {
  id: number;
  name: string;
  status: string;
  phase: CohortPhase;
  start_date: string;
  end_date: string;
  course_id: number;
  course_name: string;
  course_slug: string;
  online_class_times: ClassTimeDto[];
  online_lesson_length: number | null;
  size: number;
  participants_count: number;
  notes: string | null;
  video_url: string | null;
  discord_invite_url: string | null;
  external_lms_link: string | null;
  lms_id: string | null;
  teachers?: { id: number; name: string }[];
}

export interface TeacherDashboardDto {
  week: { start: string; end: string };
  classes: { cohort_id: number; name: string; start: string; end: string; video_url: string | null }[];
  cohorts_by_phase: Record<CohortPhase, TeacherCohortDto[]>;
  attention: { participant_id: number; user_id: number; first_name: string; last_name: string; status: ParticipantStatus; cohort_id: number; cohort_name: string; course_name: string; end_date: string }[];
  feedback: { answers: number; participants: number; response_rate: number | null; satisfaction_average: number | null; positive_share: number | null; teacher_competence_average: number | null };
}

export interface RosterStudentDto {
  participant_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: ParticipantStatus;
  default_payer: 'SCHOOL' | 'STUDENT';
  invoice_number: string | null;
  invoice_status: 'UNPAID' | 'PAID' | 'CANCELED' | null;
  registered_at: string;
  progress_percent: number | null;
  attendance: number;
  school_name: string | null;
  has_diploma: boolean;
  needs_attention: boolean;
}

export interface RosterDto {
  cohort: { id: number; name: string; course_name: string; start_date: string; end_date: string; has_ended: boolean; lms_connected: boolean };
  students: RosterStudentDto[];
}

export interface SchoolRegistrationDto {
  participant_id: number;
  cohort_id: number;
  cohort_name: string;
  course_id: number;
  course_name: string;
  start_date: string;
  end_date: string;
  status: ParticipantStatus;
  default_payer: 'SCHOOL' | 'STUDENT';
  invoice_number: string | null;
  invoice_status: 'UNPAID' | 'PAID' | 'CANCELED' | null;
  registered_at: string;
  progress_percent: number | null;
  needs_attention: boolean;
}

export interface SchoolStudentsDto {
  school_id: number;
  students: { user_id: number; first_name: string; last_name: string; email: string; needs_attention: boolean; registrations: SchoolRegistrationDto[] }[];
  courses: { id: number; name: string }[];
}

export interface SchoolStudentsFilter {
  school_year: string;
  course_id?: number | undefined;
  status?: ParticipantStatus | undefined;
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

export function queryString(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const fetchTeacherDashboard = () => api.get<{ data: TeacherDashboardDto }>('/api/v1/teacher/dashboard').then((r) => r.data);
export const fetchTeacherCohorts = () => api.get<{ data: TeacherCohortDto[] }>('/api/v1/teacher/cohorts').then((r) => r.data);
export const fetchTeacherCohort = (id: number) => api.get<{ data: TeacherCohortDto }>(`/api/v1/teacher/cohorts/${id}`).then((r) => r.data);
export const updateTeacherCohort = (id: number, body: Partial<Pick<TeacherCohortDto, 'video_url' | 'discord_invite_url' | 'external_lms_link' | 'notes' | 'online_class_times'>>) =>
  api.patch<{ data: TeacherCohortDto & { class_times_notice_sent: boolean } }>(`/api/v1/teacher/cohorts/${id}`, body).then((r) => r.data);
export const fetchRoster = (id: number) => api.get<{ data: RosterDto }>(`/api/v1/cohorts/${id}/students`).then((r) => r.data);
export const setResults = (id: number, participantIds: number[], status: ResultStatus) =>
  api.put<{ data: { participant_id: number; changed: boolean; diploma_issued: boolean }[] }>(`/api/v1/cohorts/${id}/students/results`, { participant_ids: participantIds, status }).then((r) => r.data);
export const setProgress = (id: number, participantId: number, percent: number) =>
  api.put(`/api/v1/cohorts/${id}/students/${participantId}/progress`, { progress_percent: percent });
export const rosterCsvUrl = (id: number) => `/api/v1/cohorts/${id}/students/export`;
export const TEACHER_CALENDAR_URL = '/api/v1/teacher/calendar.ics';
export const fetchTeachingFeedUrl = () => api.get<{ data: { url: string } }>('/api/v1/teacher/calendar-feed').then((r) => r.data.url);
export const resetTeachingFeedUrl = () => api.post<{ data: { url: string } }>('/api/v1/teacher/calendar-feed/reset', {}).then((r) => r.data.url);
export const fetchSchoolStudents = (f: SchoolStudentsFilter) => api.get<{ data: SchoolStudentsDto }>(`/api/v1/school/students${queryString({ ...f })}`).then((r) => r.data);
export const schoolStudentsCsvUrl = (f: SchoolStudentsFilter) => `/api/v1/school/students/export${queryString({ ...f })}`;

export interface SchoolCohortDto {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  start_date: string;
  end_date: string;
  is_full: boolean;
}
export type SchoolRegistrationResult =
  | { waitlisted: false; participant_id: number; cohort_id: number; status: ParticipantStatus; default_payer: 'SCHOOL' | 'STUDENT' }
  | { waitlisted: true; position: number; cohort_id: number };
export const fetchSchoolCohorts = () => api.get<{ data: SchoolCohortDto[] }>('/api/v1/school/cohorts').then((r) => r.data);
export const registerSchoolStudent = (userId: number, cohortId: number) =>
  api.post<{ data: SchoolRegistrationResult }>('/api/v1/school/registrations', { user_id: userId, cohort_id: cohortId }).then((r) => r.data);
export const fetchDigestSetting = () => api.get<{ data: { subscribed: boolean } }>('/api/v1/school/digest').then((r) => r.data.subscribed);
export const saveDigestSetting = (subscribed: boolean) => api.put<{ data: { subscribed: boolean } }>('/api/v1/school/digest', { subscribed }).then((r) => r.data.subscribed);
export const fetchDigestUnsubscribe = (token: string) =>
  api.get<{ data: { subscribed: boolean } }>(`/api/v1/school/digest/unsubscribe${queryString({ token })}`).then((r) => r.data);
export const confirmDigestUnsubscribe = (token: string) => api.post<{ data: { subscribed: boolean } }>('/api/v1/school/digest/unsubscribe', { token }).then((r) => r.data);
