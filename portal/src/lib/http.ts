// The portal's one HTTP client: the API's typed client (`hc<AppType>` from `@valik/api/client`), so
// paths, bodies and answers are the API's own types. `apiFetch` is its transport: JSON, the session
// cookie sent along, an empty JSON body on writes that carry none (mutating routes accept JSON only),
// and every failure turned into an ApiError that carries the server's (already localized) message.
// Retrying is not done here but by TanStack Query (see query-client.ts), so the retry rule lives in
// one place and is never applied twice.
import { createApiClient } from '@valik/api/client';
// The error every call throws is the UI kit's (the API's error shape read once, shown by QueryState and
// the feedback dashboard whichever app fetched): re-exported, so the portal names it from here.
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@valik/ui/api-error';
export { ApiError, NETWORK_ERROR_MESSAGE, toApiError, type ApiIssue } from '@valik/ui/api-error';

async function parsedBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Asks the person to prove again that it is them (the password, and a code when a second factor is on):
 * resolves true once they did, false when they cancelled. Set by the re-authentication dialog
 * (features/session/ReauthDialog.tsx); without it a REAUTH_REQUIRED answer is thrown like any error.
 */
export type ReauthHandler = () => Promise<boolean>;
let reauthHandler: ReauthHandler | null = null;
export function setReauthHandler(handler: ReauthHandler | null): void {
  reauthHandler = handler;
}

/**
 * The typed client's transport: the answer when it is 2xx, else an ApiError (status 0: no answer). A
 * sensitive change on a session signed in too long ago (403 REAUTH_REQUIRED, ADR 017) opens the
 * re-authentication dialog and, once the person has confirmed, is sent again.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  try {
    return await apiFetchOnce(input, init);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'REAUTH_REQUIRED' || !reauthHandler) throw error;
    if (!(await reauthHandler())) throw error;
    return apiFetchOnce(input, init);
  }
}

async function apiFetchOnce(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let body = init.body;
  if ((body === undefined || body === null) && method !== 'GET' && method !== 'HEAD') {
    body = '{}';
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(input, { ...init, method, headers, body, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw toApiError(response.status, response.statusText, await parsedBody(response));
  return response;
}

/** `/api/v1` of the typed client: `v1.me.registrations.$get()`. */
export const v1 = createApiClient('', apiFetch).api.v1;

/** The JSON answer of a typed call (`Answer<typeof v1.me.registrations.$get>`). */
export type Answer<F extends (...args: never[]) => Promise<{ json(): Promise<unknown> }>> = Awaited<ReturnType<Awaited<ReturnType<F>>['json']>>;

/** The JSON of a typed call's answer (failures have thrown already). */
export async function json<R extends { json(): Promise<unknown> }>(request: Promise<R>): Promise<Awaited<ReturnType<R['json']>>> {
  return (await (await request).json()) as Awaited<ReturnType<R['json']>>;
}

/**
 * better-auth's own endpoints (`/api/auth/*`: sign-in, sign-out, password reset, session refresh)
 * are not part of the product API's route chain, so they have no types to infer: they go through the
 * same transport and give back the parsed answer.
 */
export const authApi = {
  get: (path: `/${string}`): Promise<unknown> => apiFetch(`/api/auth${path}`).then(parsedBody),
  post: (path: `/${string}`, body: unknown = {}): Promise<unknown> =>
    apiFetch(`/api/auth${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }).then(parsedBody),
};

/** Field errors of a 422 by field name (the API's snake_case path), first message each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.issues) {
    const key = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
