// How long a signed-in session lasts (ADR 017). Every session ends at the latest an absolute lifetime
// after sign-in, however actively it is used, and earlier when unused for the idle timeout. Whoever sees
// other people's data (admins everyone's, teachers their cohorts' students, school representatives their
// school's students) signs in for a working day (ADR 028); students, who see only their own, for two weeks,
// or three days without use.
// A sensitive change (e-mail, password, factors, deletion) also needs a recent sign-in or the password.
import type { Role } from './constants.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Without use (no page of the portal or console open) a session ends after this; use slides it. */
export const SESSION_IDLE_SECONDS = 3 * DAY;
/** How often use moves the idle end on (better-auth's updateAge). */
export const SESSION_REFRESH_SECONDS = HOUR;

/**
 * A sensitive change (e-mail, password, second factors, recovery codes, deleting the account) needs the
 * person to have signed in or re-authenticated (password, and the second factor when one is on) within this.
 */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

/** True when a session proved its person recently enough for a sensitive change. */
export function recentlyAuthenticated(authenticatedAt: Date, now: Date): boolean {
  return now.getTime() - authenticatedAt.getTime() < REAUTH_WINDOW_SECONDS * 1000;
}

/** A working day: the session of a role that sees other people's data. */
export const STAFF_SESSION_SECONDS = 12 * HOUR;
/** A student's session, which shows only their own data. */
export const STUDENT_SESSION_SECONDS = 14 * DAY;

/** The roles that see other people's data. */
const SEES_OTHERS: ReadonlySet<Role> = new Set<Role>(['ADMIN', 'TEACHER', 'SCHOOL_REP']);

/** The absolute lifetime of a session from sign-in, by the role of its user. */
export function sessionAbsoluteSeconds(role: Role | null | undefined): number {
  return role && SEES_OTHERS.has(role) ? STAFF_SESSION_SECONDS : STUDENT_SESSION_SECONDS;
}

/** When a session signed in at `createdAt` ends regardless of use. */
export function sessionAbsoluteEnd(createdAt: Date, role: Role | null | undefined): Date {
  return new Date(createdAt.getTime() + sessionAbsoluteSeconds(role) * 1000);
}

/** True once the session has outlived its absolute lifetime. */
export function sessionOutlived(session: { createdAt: Date }, role: Role | null | undefined, now: Date): boolean {
  return now.getTime() >= sessionAbsoluteEnd(session.createdAt, role).getTime();
}
