// Signing in and out, and hydrating the session user (product-spec §4 "User hydration", "Sign-in",
// "Session assurance").
import { SIGN_IN_MESSAGES } from '@valik/domain';
import type { FactorChallenge } from '@valik/domain/contracts';
import { ApiError, authApi, json, v1 } from '../../lib/http.ts';
import { reportError } from '@valik/ui/error-reporting';
import { sessionStore, type SessionStore } from './session-store.ts';
import type { Factor, SessionReply, SessionUser } from './session-user.ts';

export const SIGN_IN_ERRORS = {
  invalidCredentials: SIGN_IN_MESSAGES.invalidCredentials,
  resetPassword: SIGN_IN_MESSAGES.resetPassword,
  linkFailed: SIGN_IN_MESSAGES.linkFailed,
  sessionDefault: SIGN_IN_MESSAGES.sessionDefault,
  generic: 'Something went wrong. Please try again.',
} as const;

/**
 * POST /api/v1/auth/session: the product user of the current better-auth session cookie, its
 * assurance and, while the second factor is pending, the factors to pass. No session is either 401 or
 * `{ user: null }`; both mean signed out.
 */
export async function postSession(): Promise<SessionReply> {
  const reply = await json(v1.auth.session.$post());
  return { user: reply.user ?? null, aal: reply.aal ?? null, factors: reply.factors ?? [] };
}

/** GET /api/v1/users/{id}/hydrate: the full user, which replaces the stored one. */
export async function fetchHydratedUser(id: number): Promise<SessionUser | null> {
  const reply = await json(v1.users[':id'].hydrate.$get({ param: { id: String(id) } }));
  return reply.user ?? null;
}

const isSignedOutError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

let hydration: Promise<SessionUser | null> | null = null;

/**
 * Makes sure the store knows who is signed in. With no cached user it asks the server once (concurrent
 * callers share the request). 401 means signed out; any other failure is reported to error reporting
 * only (spec §4), with the user's id and nothing else about them, and not shown.
 */
export function ensureSession(store: SessionStore = sessionStore): Promise<SessionUser | null> {
  const state = store.getSnapshot();
  if (state.user && !state.invalidate) return Promise.resolve(state.user);
  if (state.fetched && !state.user && !state.invalidate) return Promise.resolve(null);
  if (hydration) return hydration;
  store.startFetching();
  const cached = state.user;
  const request: Promise<SessionReply> = cached
    ? fetchHydratedUser(cached.id).then((user) => ({ user, aal: state.aal, factors: [] }))
    : postSession();
  hydration = request
    .then((reply) => {
      store.finishFetching(reply);
      return reply.user;
    })
    .catch((error: unknown) => {
      if (isSignedOutError(error)) {
        // e.g. the session ended elsewhere; the next POST tells whether a factor is pending
        store.finishFetching({ user: null });
      } else {
        reportError(error, { userId: cached?.id ?? null, handledBy: 'session-hydration' });
        store.failFetching();
      }
      return store.getSnapshot().user;
    })
    .finally(() => {
      hydration = null;
    });
  return hydration;
}

/** Marks the cached user stale and fetches the full user again (after a profile change, a payment…). */
export function refreshSessionUser(store: SessionStore = sessionStore): Promise<SessionUser | null> {
  store.markInvalid();
  return ensureSession(store);
}

/** Asks the server again from scratch (after an e-mail link brought the person back signed in). */
export async function reloadSession(store: SessionStore = sessionStore): Promise<SessionReply> {
  store.startFetching();
  try {
    const reply = await postSession();
    store.finishFetching(reply);
    return reply;
  } catch (error) {
    store.failFetching();
    throw error;
  }
}

/** The message a failed sign-in shows, per the error catalogue of product-spec §8 (an English key). */
export function signInErrorMessage(error: unknown, step: 'credentials' | 'session'): string {
  const known = error instanceof ApiError && error.status !== 0 && error.message ? error.message : null;
  if (step === 'credentials') {
    if (error instanceof ApiError && error.code === 'PASSWORD_RESET_REQUIRED') return SIGN_IN_ERRORS.resetPassword;
    if (error instanceof ApiError && (error.code === 'INVALID_CREDENTIALS' || error.code === 'INVALID_EMAIL_OR_PASSWORD')) {
      return SIGN_IN_ERRORS.invalidCredentials;
    }
    if (error instanceof ApiError && error.status === 401) return SIGN_IN_ERRORS.invalidCredentials;
    return known ?? SIGN_IN_ERRORS.generic;
  }
  return known ?? SIGN_IN_ERRORS.sessionDefault;
}

export class SignInError extends Error {
  override readonly name = 'SignInError';
}

export type SignInResult = { kind: 'signed-in'; user: SessionUser } | { kind: 'second-factor'; factors: Factor[] };

/** Reads the session after a first factor: signed in, or a second factor to pass. */
export async function sessionAfterFirstFactor(store: SessionStore = sessionStore): Promise<SignInResult> {
  let reply: SessionReply;
  try {
    reply = await postSession();
  } catch (error) {
    throw new SignInError(signInErrorMessage(error, 'session'), { cause: error });
  }
  if (reply.user) {
    store.setUser(reply.user, reply.aal);
    return { kind: 'signed-in', user: reply.user };
  }
  if (reply.aal && reply.factors.length > 0) {
    store.setPending(reply.aal, reply.factors);
    return { kind: 'second-factor', factors: reply.factors };
  }
  throw new SignInError(SIGN_IN_ERRORS.sessionDefault);
}

/** better-auth e-mail and password sign-in, then the product session. */
export async function signIn(email: string, password: string, store: SessionStore = sessionStore): Promise<SignInResult> {
  try {
    await authApi.post('/sign-in/email', { email, password });
  } catch (error) {
    throw new SignInError(signInErrorMessage(error, 'credentials'), { cause: error });
  }
  return sessionAfterFirstFactor(store);
}

/**
 * Passes a second factor: a challenge (a phone factor gets its SMS now), then the code. The session
 * reaches aal2 and the user is stored.
 */
export async function challengeFactor(factorId: string): Promise<FactorChallenge> {
  return json(v1.auth.factors[':id'].challenge.$post({ param: { id: factorId }, json: {} }));
}

/** Passes the second factor with a one-time recovery code instead of a factor's code. */
export async function verifyRecoveryCode(code: string, store: SessionStore = sessionStore): Promise<SessionUser | null> {
  const reply = await json(v1.auth['recovery-codes'].verify.$post({ json: { code } }));
  if (reply.user) store.setUser(reply.user, reply.aal);
  return reply.user;
}

export async function verifyFactor(
  factorId: string,
  challengeId: string,
  code: string,
  store: SessionStore = sessionStore,
): Promise<SessionUser | null> {
  const reply = await json(v1.auth.factors[':id'].verify.$post({ param: { id: factorId }, json: { challenge_id: challengeId, code } }));
  if (reply.user) store.setUser(reply.user, reply.aal);
  return reply.user;
}

/** Sends a one-time sign-in link; it brings the person back to the login page, which finishes the sign-in. */
export async function requestSignInLink(email: string, redirect: string | null): Promise<void> {
  const back = `/auth/login?link=1${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  await authApi.post('/sign-in/magic-link', { email, callbackURL: back, errorCallbackURL: back });
}

export async function signOut(store: SessionStore = sessionStore): Promise<void> {
  try {
    await authApi.post('/sign-out');
  } finally {
    store.clear();
  }
}
