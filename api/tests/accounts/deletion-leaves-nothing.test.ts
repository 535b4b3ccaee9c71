// Deleting an account leaves its e-mail address nowhere (issue 19 item 9, ADR 007): after the person has
// signed in, failed to sign in, asked for a sign-in link and a reset, every text and JSON column of every
// table in the schema (enumerated from the Drizzle schema, so a new table is searched too) is free of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressColumns, findEverywhere } from '@valik/db/testing';
import { PASSWORD, api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deleting an account', () => {
  it('searches every table that can hold an address, the failed-sign-in table included', () => {
    const columns = addressColumns().map((c) => `${c.table}.${c.column}`);
    expect(columns).toEqual(expect.arrayContaining(['users.email', 'auth_users.email', 'emails.to_address', 'account_locks.key', 'rate_limits.key', 'activity_log.metadata']));
  });

  it('leaves the e-mail address in no table', async () => {
    const student = await makeAccount(t, 'STUDENT', { email: `Kati.Kask.${Date.now()}@Example.test` });
    const email = student.email;
    const cookie = await signIn(t, email);
    // then, elsewhere, a failed sign-in (the per-account lock counts it under the address), a sign-in link, a reset
    expect((await t.app.request('/api/auth/sign-in/email', jsonPost({ email, password: 'wrong-password-1' }))).status).toBe(401);
    expect((await t.app.request('/api/auth/sign-in/magic-link', jsonPost({ email, callbackURL: '/user' }))).status).toBe(200);
    expect((await t.app.request('/api/auth/request-password-reset', jsonPost({ email, redirectTo: '/auth/update-password' }))).status).toBe(200);
    await t.deps.tasks.idle();
    expect(await findEverywhere(t.deps.db, email)).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'account_locks', column: 'key' })]));

    const res = await api(t, { cookie }).me.$delete({ json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    await t.deps.tasks.idle();
    expect(await findEverywhere(t.deps.db, email)).toEqual([]);
  });
});
