// The per-account sign-in lock under concurrency (issue 19 item 2): every attempt is counted before its
// password is checked, in one atomic statement, so however many arrive at once no more than five reach
// the check, and a right password inside the burst does not sign in. Runs on PGlite and on the
// PostgreSQL server (TEST_DATABASE_URL), where the attempts really run on several connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createTestApp, jsonPost, makeAccount, type TestApp } from '../helpers.ts';

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ services: { clock: () => now } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.app.request('/api/auth/sign-in/email', jsonPost({ email, password }));
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('the sign-in lock under concurrency', () => {
  it('lets at most five of 60 simultaneous attempts reach the password check, and a right password among them does not sign in', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? PASSWORD : `wrong-password-${i}`));
    const statuses = await Promise.all(passwords.map(async (password) => (await signIn(student.email, password)).status));
    expect(count(statuses, 401)).toBe(5); // checked and wrong
    expect(count(statuses, 429)).toBe(55); // refused before the check
    expect(statuses[30]).toBe(429);
    // the address stays locked for the right password too
    expect((await signIn(student.email, PASSWORD)).status).toBe(429);
  });

  it('holds for an address without an account, and another burst while locked reaches nothing', async () => {
    now = new Date();
    const email = 'nobody-burst@example.test';
    const first = await Promise.all(Array.from({ length: 60 }, async (_, i) => (await signIn(email, `wrong-password-${i}`)).status));
    expect(count(first, 401)).toBe(5);
    const second = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await signIn(email, `other-password-${i}`)).status));
    expect(second).toEqual(Array.from({ length: 20 }, () => 429));
  });

  it('ends the lock after 15 minutes: then five more attempts reach the check and the right password signs in', async () => {
    now = new Date();
    const student = await makeAccount(t, 'STUDENT');
    for (let i = 0; i < 5; i++) expect((await signIn(student.email, `wrong-password-${i}`)).status).toBe(401);
    const locked = await signIn(student.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    now = new Date(now.getTime() + 14 * 60_000);
    expect((await signIn(student.email, PASSWORD)).status).toBe(429);
    now = new Date(now.getTime() + 61_000);
    expect((await signIn(student.email, 'wrong-password-x')).status).toBe(401);
    expect((await signIn(student.email, PASSWORD)).status).toBe(200);
  });

  it('does not count an attempt whose password was never checked (an unconfirmed address)', async () => {
    now = new Date();
    const email = 'unconfirmed-lock@example.test';
    await t.deps.auth.api.signUpEmail({ body: { email, password: PASSWORD, name: 'Mari Maasikas' } });
    for (let i = 0; i < 6; i++) expect((await signIn(email, PASSWORD)).status).toBe(403);
  });
});
