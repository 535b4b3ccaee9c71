// Sessions end (issue 19 item 7, ADR 017; issue 31 item 6, ADR 028): an absolute lifetime from sign-in by
// role (12 hours for an admin, a teacher and a school representative, who see other people's data; 14 days
// for a student), however actively the session is used, and an idle timeout of three days that use slides. Time is the app's clock (deps.clock), moved on by the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_SECONDS } from '@valik/domain';
import { BASE_URL, PASSWORD, api, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';
import { cookiesOf, json } from './support.ts';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => now } });
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const later = (start: Date, ms: number) => new Date(start.getTime() + ms);

async function signInAt(email: string): Promise<{ cookie: string; res: Response }> {
  const res = await t.app.request('/api/auth/sign-in/email', jsonPost({ email, password: PASSWORD }));
  expect(res.status).toBe(200);
  return { cookie: cookiesOf(res), res };
}
const meStatus = async (cookie: string) => (await api(t, { cookie }).me.$get()).status;
const getSession = async (cookie: string) =>
  json<{ session?: unknown } | null>(await t.app.request('/api/auth/get-session', { headers: { cookie, origin: BASE_URL } }));

describe('session lifetime', () => {
  it('a student’s session ends 14 days after sign-in, however recently it was used', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const { cookie } = await signInAt(student.email);
    const start = new Date(); // just after the sign-in
    now = later(start, 14 * DAY - HOUR);
    expect(await meStatus(cookie)).toBe(200);
    now = later(start, 14 * DAY + 1000);
    expect(await meStatus(cookie)).toBe(401);
    expect(await getSession(cookie)).toBeNull();
    // ended for good: the session row is gone, so the clock going back does not revive it
    now = start;
    expect(await meStatus(cookie)).toBe(401);
  });

  it('an admin’s session ends 12 hours after sign-in', async () => {
    now = new Date();
    const admin = await makeAccount(t, 'ADMIN');
    const { cookie } = await signInAt(admin.email);
    const start = new Date(); // just after the sign-in
    now = later(start, 11 * HOUR);
    expect((await api(t, { cookie }).manage.users.$get({ query: {} })).status).toBe(200);
    now = later(start, 12 * HOUR + 1000);
    expect((await api(t, { cookie }).manage.users.$get({ query: {} })).status).toBe(401);
  });

  it.each([
    ['a teacher', 'TEACHER', '/api/v1/teacher/courses'],
    ['a school representative', 'SCHOOL_REP', '/api/v1/me'],
  ] as const)('%s’s session ends 12 hours after sign-in, as an admin’s', async (_who, role, path) => {
    now = new Date();
    const person = await makeAccount(t, role);
    const { cookie } = await signInAt(person.email);
    const start = new Date(); // just after the sign-in
    const status = async () => (await t.app.request(path, { headers: { cookie, origin: BASE_URL } })).status;
    now = later(start, 11 * HOUR);
    expect(await status()).toBe(200);
    now = later(start, 12 * HOUR + 1000);
    expect(await status()).toBe(401);
    expect(await getSession(cookie)).toBeNull();
  });

  it('ends after three days without use: the cookie and the session expire then, and use slides that end', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const { cookie, res } = await signInAt(student.email);
    expect(SESSION_IDLE_SECONDS).toBe(3 * 24 * 3600);
    const line = res.headers.getSetCookie().find((c) => c.startsWith('valik.session_token=')) ?? '';
    expect(line).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_SECONDS}\\b`));
    const reply = await getSession(cookie);
    const expiresAt = new Date((reply as { session: { expiresAt: string } }).session.expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + SESSION_IDLE_SECONDS * 1000))).toBeLessThan(5 * 60_000);
  });
});
