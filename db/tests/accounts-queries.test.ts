// The sign-in security queries: counters and locks are atomic, a TOTP step is used once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit, getAccountLock, insertFactor, recordAccountFailure, clearAccountFailures, useTotpStep } from '../src/queries/index.ts';
import { authUsers } from '../src/schema/index.ts';
import { createTestDb, isRealPostgres, type TestDb } from '../src/testing/index.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

async function factor() {
  const userId = crypto.randomUUID();
  await t.db.insert(authUsers).values({ id: userId, name: 'x', email: `${userId}@example.test` });
  return insertFactor(t.db, { id: crypto.randomUUID(), authUserId: userId, factorType: 'totp', friendlyName: 'x', secret: 'enc' });
}

describe('consumeRateLimit', () => {
  it('allows max calls per window, then says how long to wait, then starts a new window', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await consumeRateLimit(t.db, { key: 'k1', windowSeconds: 60, max: 3, now: new Date(now.getTime() + i * 10_000) }));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfter).toBe(30);
    expect((await consumeRateLimit(t.db, { key: 'k1', windowSeconds: 60, max: 3, now: new Date(now.getTime() + 60_000) })).allowed).toBe(true);
  });

  it.skipIf(!isRealPostgres)('counts concurrent calls exactly (PostgreSQL server)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(t.db, { key: 'race', windowSeconds: 60, max: 10 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe('account locks', () => {
  it('lock on the fifth failure within the window, and clear', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const opts = { key: 'email:a@b.ee', maxFailures: 5, windowSeconds: 900, lockSeconds: 900 };
    for (let i = 0; i < 4; i++) expect(await recordAccountFailure(t.db, { ...opts, now })).toBeNull();
    expect(await recordAccountFailure(t.db, { ...opts, now })).toEqual(new Date(now.getTime() + 900_000));
    expect(await getAccountLock(t.db, { key: opts.key, now })).toEqual(new Date(now.getTime() + 900_000));
    expect(await getAccountLock(t.db, { key: opts.key, now: new Date(now.getTime() + 901_000) })).toBeNull();
    await clearAccountFailures(t.db, { key: opts.key });
    expect(await getAccountLock(t.db, { key: opts.key, now })).toBeNull();
  });

  it('forget failures older than the window', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const opts = { key: 'email:c@d.ee', maxFailures: 2, windowSeconds: 60, lockSeconds: 60 };
    expect(await recordAccountFailure(t.db, { ...opts, now })).toBeNull();
    expect(await recordAccountFailure(t.db, { ...opts, now: new Date(now.getTime() + 61_000) })).toBeNull();
  });
});

describe('useTotpStep', () => {
  it('accepts each step once and never an earlier one', async () => {
    const f = await factor();
    expect(await useTotpStep(t.db, { factorId: f.id, step: 100 })).toBe(true);
    expect(await useTotpStep(t.db, { factorId: f.id, step: 100 })).toBe(false);
    expect(await useTotpStep(t.db, { factorId: f.id, step: 99 })).toBe(false);
    expect(await useTotpStep(t.db, { factorId: f.id, step: 101 })).toBe(true);
  });

  it.skipIf(!isRealPostgres)('lets exactly one of two concurrent uses of a code through (PostgreSQL server)', async () => {
    const f = await factor();
    const results = await Promise.all(Array.from({ length: 8 }, () => useTotpStep(t.db, { factorId: f.id, step: 500 })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
