// Sessions, the register and attendance (issue 29 item 2), and the class reminder setting (item 1):
// api/src/routes/cohort-roster (teachers), registrations (my attendance), me (reminders).
import { json, v1, type Answer } from '../../lib/http.ts';

type Sessions = (typeof v1.cohorts)[':id{[0-9]+}']['sessions'];
export type RegisterSessionsDto = Answer<Sessions['$get']>['data'];
export type RegisterSessionDto = RegisterSessionsDto['sessions'][number];
export type SessionRegisterDto = Answer<Sessions[':sessionId{[0-9]+}']['$get']>['data'];
export type MyAttendanceDto = Answer<(typeof v1.me.registrations)[':id']['attendance']['$get']>['data'];

export const attendanceKeys = {
  sessions: (cohortId: number) => ['cohorts', cohortId, 'sessions'] as const,
  register: (cohortId: number, sessionId: number) => ['cohorts', cohortId, 'sessions', sessionId] as const,
  mine: (registrationId: number) => ['me', 'registrations', registrationId, 'attendance'] as const,
  reminders: ['me', 'reminders'] as const,
};

const ids = (cohortId: number, sessionId: number) => ({ id: String(cohortId), sessionId: String(sessionId) });

export const fetchRegisterSessions = (cohortId: number) => json(v1.cohorts[':id{[0-9]+}'].sessions.$get({ param: { id: String(cohortId) } })).then((r) => r.data);
export const fetchSessionRegister = (cohortId: number, sessionId: number) =>
  json(v1.cohorts[':id{[0-9]+}'].sessions[':sessionId{[0-9]+}'].$get({ param: ids(cohortId, sessionId) })).then((r) => r.data);
export const saveRegister = (cohortId: number, sessionId: number, marks: { participant_id: number; present: boolean }[]) =>
  json(v1.cohorts[':id{[0-9]+}'].sessions[':sessionId{[0-9]+}'].attendance.$put({ param: ids(cohortId, sessionId), json: { marks } })).then((r) => r.data);
export const setSessionSkipped = (cohortId: number, sessionId: number, skipped: boolean) =>
  json(v1.cohorts[':id{[0-9]+}'].sessions[':sessionId{[0-9]+}'].skipped.$put({ param: ids(cohortId, sessionId), json: { skipped } })).then((r) => r.data);
export const fetchMyAttendance = (registrationId: number) => json(v1.me.registrations[':id'].attendance.$get({ param: { id: String(registrationId) } })).then((r) => r.data);
export const fetchReminders = () => json(v1.me.reminders.$get()).then((r) => r.data.class_emails);
export const saveReminders = (on: boolean) => json(v1.me.reminders.$put({ json: { class_emails: on } })).then((r) => r.data.class_emails);
