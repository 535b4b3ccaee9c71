// The API's route guards by name (product-spec §2 "Route guards by name", §6). Every /api/v1 route
// declares one; the guard-matrix test reads the declarations back from the app (route-table.ts), so
// a route without a guard, or with the guard after its handler, fails the build.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { cohortExists, deleteAuthSession, getUserByAuthId, hasVerifiedFactor, isRepOfSchool, schoolExists, teachesCohort } from '@valik/db/queries';
import { LANG_COOKIE, isNumericId, resolveLanguage, sessionOutlived, type Role } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import type { AppDeps, AppEnv, RequestSession } from '../lib/context.ts';
import type { SessionUser } from '@valik/domain/contracts';
import { loadSessionUser } from '../accounts/session-user.ts';
import { verifyProviderSignature } from '../payments/verify-signature.ts';

/**
 * - `public`: anyone; the user is read when a fully signed-in session exists.
 * - `second-factor`: any session, also one still waiting for its second factor (the factor challenge
 *   and verify calls of sign-in).
 * - `auth`: signed in, with the second factor passed when the user has one.
 * - `teacher`, `school-rep-auth`, `admin`: `auth` plus the role (admins pass every role guard).
 * - `provider-signature`: a payment provider's webhook; no session counts, only a valid signature of the
 *   raw body by the provider the path names (payments/verify-signature.ts), else 401.
 */
export const API_GUARDS = ['public', 'second-factor', 'auth', 'teacher', 'school-rep-auth', 'admin', 'provider-signature'] as const;
export type ApiGuardName = (typeof API_GUARDS)[number];

/** An unknown guard name is a programming error and throws (product-spec §8), at start-up. */
export function assertApiGuardName(name: string): asserts name is ApiGuardName {
  if (!(API_GUARDS as readonly string[]).includes(name)) throw new Error(`Unknown route guard: ${name}`);
}

/** Roles each guard lets through; null = any signed-in role. */
export const GUARD_ROLES: Readonly<Record<ApiGuardName, readonly Role[] | null>> = {
  public: null,
  'second-factor': null,
  auth: null,
  teacher: ['TEACHER', 'ADMIN'],
  'school-rep-auth': ['SCHOOL_REP', 'ADMIN'],
  admin: ['ADMIN'],
  'provider-signature': null,
};

/** Where a scoped id comes from: a path parameter or a query parameter of the request. */
export interface IdRef {
  from: 'param' | 'query';
  name: string;
}
export const param = (name: string): IdRef => ({ from: 'param', name });
export const query = (name: string): IdRef => ({ from: 'query', name });

/**
 * Ownership: the id must be the caller's own school (school rep), own cohort (teacher) or own user.
 * Admins pass every scope.
 */
export interface GuardScope {
  school?: IdRef;
  cohort?: IdRef;
  user?: IdRef;
}

export interface Access {
  guard: ApiGuardName;
  /** the roles that pass; null = any role */
  roles: readonly Role[] | null;
  scope: GuardScope;
}

const ACCESS = new WeakMap<object, Access>();

/** The access a guard middleware declares (the route table and the guard-matrix test read it). */
export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' ? ACCESS.get(handler) : undefined;
}

/** Older spellings still accepted: 'signed-in' is `auth`; a role list is `auth` limited to those roles. */
export type AccessSpec = ApiGuardName | 'signed-in' | readonly Role[];

function toAccess(spec: AccessSpec, scope: GuardScope): Access {
  if (Array.isArray(spec)) return { guard: 'auth', roles: spec as readonly Role[], scope };
  const name = spec === 'signed-in' ? 'auth' : (spec as string);
  assertApiGuardName(name);
  return { guard: name, roles: GUARD_ROLES[name], scope };
}

function idOf(c: Context, ref: IdRef): string | undefined {
  return ref.from === 'param' ? c.req.param(ref.name) : c.req.query(ref.name);
}

/**
 * The session of a request's cookie and, when it is fully assured (second factor passed, if the user
 * has one), the product user. Also used by server.ts for the Astro pages' signed-in user.
 */
export async function readSession(
  deps: Pick<AppDeps, 'auth' | 'db' | 'clock'>,
  headers: Headers,
): Promise<{ session: RequestSession | null; user: SessionUser | null }> {
  const { auth, db } = deps;
  // No refresh here: only the portal's GET /api/auth/get-session extends a session, together with its cookie.
  const result = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!result) return { session: null, user: null };
  const raw = result.session as typeof result.session & { aal?: string; reauthenticatedAt?: Date | string | null };
  // better-auth ends a session unused for the idle timeout; its absolute lifetime by role ends here (ADR 017).
  const product = await getUserByAuthId(db, { authId: result.user.id });
  if (sessionOutlived(raw, product?.role, deps.clock())) {
    await deleteAuthSession(db, { sessionId: raw.id });
    return { session: null, user: null };
  }
  const session: RequestSession = {
    id: raw.id,
    authUserId: result.user.id,
    aal: raw.aal === 'aal2' ? 'aal2' : 'aal1',
    nextAal: (await hasVerifiedFactor(db, { authUserId: result.user.id })) ? 'aal2' : 'aal1',
    expiresAt: raw.expiresAt,
    createdAt: raw.createdAt,
    authenticatedAt: raw.reauthenticatedAt && new Date(raw.reauthenticatedAt) > raw.createdAt ? new Date(raw.reauthenticatedAt) : raw.createdAt,
  };
  const assured = session.aal === 'aal2' || session.nextAal === 'aal1';
  const user = assured ? await loadSessionUser(db, result.user.id, raw) : null;
  return { session, user };
}

/**
 * Declares who may call a route, and checks it: `allow('auth')`, `allow('admin')`,
 * `allow('school-rep-auth', { school: param('id') })`, `allow('teacher', { cohort: param('id') })`,
 * `allow('auth', { user: param('id') })`. Put it first, before validators, so a caller without access
 * learns nothing about the request's shape.
 */
export function allow(spec: AccessSpec, scope: GuardScope = {}) {
  const access = toAccess(spec, scope);
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (access.guard === 'provider-signature') {
      await verifyProviderSignature(c);
      return next();
    }
    const { session, user } = await readSession(c.get('deps'), c.req.raw.headers);
    c.set('session', session);
    c.set('user', user);
    if (user?.language) {
      c.set(
        'lang',
        resolveLanguage({
          userLanguage: user.language,
          cookie: getCookie(c, LANG_COOKIE) ?? null,
          acceptLanguage: c.req.header('accept-language') ?? null,
        }),
      );
    }
    if (access.guard === 'public') return next();
    if (!session) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    if (access.guard === 'second-factor') return next();
    if (!user) {
      if (session.aal !== session.nextAal) throw new ApiError('MFA_REQUIRED', 'Please enter the code of your second factor');
      throw new ApiError('UNAUTHENTICATED', 'Please sign in');
    }
    if (access.roles && !access.roles.includes(user.role)) throw new ApiError('FORBIDDEN', 'You do not have access to this');
    if (user.role !== 'ADMIN') {
      const { db } = c.get('deps');
      // [the id, whether this user may reach it, and for a refusal: whether the thing exists at all, so
      // that an unknown id is "not found" (issue 30), not "no access"]
      const checks: [IdRef | undefined, (id: number) => Promise<boolean>, ((id: number) => Promise<ApiError | null>)?][] = [
        [
          access.scope.school,
          (schoolId) => isRepOfSchool(db, { userId: user.id, schoolId }),
          async (schoolId) => ((await schoolExists(db, { schoolId })) ? null : new ApiError('NOT_FOUND', 'The school could not be found')),
        ],
        [
          access.scope.cohort,
          (cohortId) => teachesCohort(db, { userId: user.id, cohortId }),
          async (cohortId) => ((await cohortExists(db, { cohortId })) ? null : new ApiError('NOT_FOUND', 'The cohort could not be found')),
        ],
        [access.scope.user, async (userId) => userId === user.id],
      ];
      for (const [ref, owns, unknown] of checks) {
        if (!ref) continue;
        const id = idOf(c, ref);
        if (id && isNumericId(id) && (await owns(Number(id)))) continue;
        const missing = id && isNumericId(id) && unknown ? await unknown(Number(id)) : null;
        throw missing ?? new ApiError('FORBIDDEN', 'You do not have access to this');
      }
    }
    return next();
  });
  ACCESS.set(middleware, access);
  return middleware;
}
