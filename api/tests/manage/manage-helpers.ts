// Requests of the admin console's API, as react-admin's simple-rest data provider makes them.
import type { Role } from '@valik/domain';
import { BASE_URL, makeAccount, signIn, type TestApp } from '../helpers.ts';

export interface Session {
  cookie: string;
  userId: number;
}

/** A signed-in account of `role` (an ADMIN unless told). */
export async function signedIn(t: TestApp, role: Role = 'ADMIN'): Promise<Session> {
  const user = await makeAccount(t, role);
  return { cookie: await signIn(t, user.email), userId: user.id };
}

export function listUrl(resource: string, q: { sort?: unknown; range?: unknown; filter?: unknown } = {}): string {
  const params = new URLSearchParams();
  if (q.sort !== undefined) params.set('sort', JSON.stringify(q.sort));
  if (q.range !== undefined) params.set('range', JSON.stringify(q.range));
  if (q.filter !== undefined) params.set('filter', JSON.stringify(q.filter));
  const query = params.toString();
  return `/api/v1/manage/${resource}${query ? `?${query}` : ''}`;
}

export async function getJson<T = unknown>(t: TestApp, session: Session | null, path: string, lang = 'et') {
  const res = await t.app.request(path, {
    headers: { ...(session ? { cookie: session.cookie } : {}), 'accept-language': lang },
  });
  return { res, status: res.status, body: (await res.json()) as T };
}

export async function sendJson<T = unknown>(
  t: TestApp,
  session: Session | null,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  lang = 'et',
) {
  const res = await t.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: BASE_URL,
      'accept-language': lang,
      ...(session ? { cookie: session.cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { res, status: res.status, body: (await res.json()) as T };
}

export interface ErrorJson {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

/** The Estonian message of the issue at `path` (or undefined). */
export function issueAt(body: unknown, path: string): string | undefined {
  return (body as ErrorJson).error?.issues?.find((i) => i.path === path)?.message;
}
