// The auth_* tables satisfy better-auth's Drizzle adapter (core tables + twoFactor + phoneNumber plugins).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { phoneNumber, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authSchema, authSessions, authUsers, users } from '../src/schema/index.ts';
import { createTestDb, makeUser } from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

function makeAuth() {
  return betterAuth({
    baseURL: 'http://localhost:3000',
    secret: 'test-secret-test-secret-test-secret-0123',
    database: drizzleAdapter(testDb.db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: { enabled: true, minPasswordLength: 10 },
    plugins: [twoFactor(), phoneNumber()],
    telemetry: { enabled: false },
  });
}

describe('better-auth tables', () => {
  it('signs up a user with e-mail and password into auth_users, auth_accounts and auth_sessions', async () => {
    const auth = makeAuth();
    const result = await auth.api.signUpEmail({
      body: { name: 'Kati Karu', email: 'kati.auth@example.test', password: 'a-long-password-1' },
    });
    expect(result.user.email).toBe('kati.auth@example.test');
    const { db } = testDb;
    const [authUser] = await db.select().from(authUsers).where(eq(authUsers.id, result.user.id));
    expect(authUser).toMatchObject({ emailVerified: false, twoFactorEnabled: false });
    const accounts = await db.select().from(authAccounts).where(eq(authAccounts.userId, result.user.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
    expect(accounts[0]?.password).toBeTruthy();
    const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, result.user.id));
    expect(sessions).toHaveLength(1);
  });

  it('keeps the product user when the auth identity is deleted (users.auth_id SET NULL)', async () => {
    const { db } = testDb;
    await db.insert(authUsers).values({ id: 'auth-gone', name: 'Gone', email: 'gone@example.test' });
    const user = await makeUser(db, { authId: 'auth-gone' });
    await db.delete(authUsers).where(eq(authUsers.id, 'auth-gone'));
    const [kept] = await db.select().from(users).where(eq(users.id, user.id));
    expect(kept?.authId).toBeNull();
  });
});
