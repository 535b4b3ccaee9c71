// Community tests run the real clients (arctic, @discordjs/rest, fetch, the Google client) against the
// stand-ins, so the app must listen on a real port: its PUBLIC_BASE_URL is where the stand-ins are.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { cohortParticipants, type User } from '@valik/db/schema';
import { updateWhere } from '@valik/db/testing';
import { makeAccount, createTestApp, PASSWORD, type TestApp, type TestAppOptions } from '../helpers.ts';

export interface ListeningApp extends TestApp {
  base: string;
}

export async function createListeningApp(options: TestAppOptions = {}): Promise<ListeningApp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({ ...options, env: { PUBLIC_BASE_URL: base, ...options.env } });
  server.on('request', getRequestListener(t.app.fetch));
  return {
    ...t,
    base,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

/** A JSON call from the browser: our Origin, the session cookie, a language. */
export async function call<T = Record<string, unknown>>(t: ListeningApp, method: string, path: string, options: { body?: unknown; cookie?: string; lang?: string } = {}) {
  const res = await fetch(`${t.base}${path}`, {
    method,
    headers: {
      origin: t.base,
      'accept-language': options.lang ?? 'en',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs in through better-auth over HTTP; the cookie header of the session. */
export async function signInOver(t: ListeningApp, email: string): Promise<string> {
  const res = await fetch(`${t.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function accountWithSession(t: ListeningApp, role: Parameters<typeof makeAccount>[1] = 'STUDENT', overrides: Parameters<typeof makeAccount>[2] = {}): Promise<{ user: User; cookie: string }> {
  const user = await makeAccount(t, role, overrides);
  return { user, cookie: await signInOver(t, user.email) };
}

/** Posts a stand-in page's form like a browser, without following the redirect. */
export async function submitForm(t: ListeningApp, path: string, fields: Record<string, string>) {
  return fetch(`${t.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
}

/**
 * Connects `cookie`'s account to a Discord account called `username` the way a person does: our connect
 * call, the stand-in's consent page, then the callback with what Discord sent back.
 */
export async function connectDiscord(t: ListeningApp, cookie: string, username: string) {
  const started = await call<{ data: { url: string } }>(t, 'POST', '/api/v1/me/discord/connect', { body: {}, cookie });
  const oauthCookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const url = new URL(started.body.data.url);
  const consent = await submitForm(t, '/dev/discord/oauth2/authorize', {
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    code_challenge: url.searchParams.get('code_challenge') ?? '',
    scope: url.searchParams.get('scope') ?? '',
    username,
    decision: 'authorize',
  });
  const back = new URL(consent.headers.get('location') ?? '');
  const finished = await call<{ data: { account: { id: string; name: string } } }>(t, 'POST', '/api/v1/me/discord/callback', {
    body: { code: back.searchParams.get('code') ?? undefined, state: back.searchParams.get('state') ?? '' },
    cookie: `${cookie}; ${oauthCookie}`,
  });
  return { started, url, back, finished };
}

export async function cancelRegistrationRow(t: TestApp, participantId: number) {
  await updateWhere(t.deps.db, cohortParticipants, { id: participantId }, { status: 'CANCELED' });
}
