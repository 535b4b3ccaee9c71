// The authenticator apps' secrets have a key of their own (TOTP_ENCRYPTION_KEY, ADR 027): rotating it
// re-encrypts every secret and the factors keep working; rotating BETTER_AUTH_SECRET after a leak ends the
// sessions but leaves everyone's second factor alone. Secrets stored before the key existed (encrypted
// with BETTER_AUTH_SECRET) are read and moved under the key by the same rotation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { symmetricEncrypt } from 'better-auth/crypto';
import { authFactors } from '@valik/db/schema';
import { createTestDb, rowsWhere, updateWhere, type TestDb } from '@valik/db/testing';
import type { EnrolledFactor, FactorChallenge } from '@valik/domain/contracts';
import { createApp } from '../../src/app.ts';
import { createServices } from '../../src/services.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { rotateTotpKey } from '../../src/accounts/factors/rotate-totp-key.ts';
import { totpKeyId } from '../../src/accounts/factors/totp-keys.ts';
import { LogSink, makeAccount, signIn, testEnv, type TestApp } from '../helpers.ts';
import { codeAt, json, send } from './support.ts';

const AUTH_SECRET_1 = 'first-auth-secret-of-at-least-32-characters';
const AUTH_SECRET_2 = 'second-auth-secret-after-a-leak-32-characters';
const TOTP_KEY_1 = 'first-totp-key-of-at-least-thirty-two-chars';
const TOTP_KEY_2 = 'second-totp-key-of-at-least-thirty-two-chars';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

/** An app on this file's database with its own configuration, as a replica restarted with new settings is. */
function appWith(env: Record<string, string>): TestApp {
  const parsed = testEnv(env);
  const logs = new LogSink();
  const deps = createServices(testDb, parsed, { logger: createLogger('info', logs), rateLimit: false });
  return { app: createApp(deps), deps, testDb, logs, env: parsed, close: async () => {} };
}

const post = (t: TestApp, path: string, body: unknown, cookie: string) => t.app.request(path, send('POST', body, cookie, { 'accept-language': 'en' }));

async function pass(t: TestApp, cookie: string, factorId: string, code: string): Promise<number> {
  const challenge = await json<FactorChallenge>(await post(t, `/api/v1/auth/factors/${factorId}/challenge`, {}, cookie));
  return (await post(t, `/api/v1/auth/factors/${factorId}/verify`, { challenge_id: challenge.id, code }, cookie)).status;
}

/** A student with a verified authenticator app on `t` (its first code used). */
async function enrolled(t: TestApp) {
  const student = await makeAccount(t, 'STUDENT');
  const cookie = await signIn(t, student.email);
  const res = await post(t, '/api/v1/auth/factors', { factor_type: 'totp', friendly_name: 'Telefon' }, cookie);
  expect(res.status).toBe(201);
  const factor = await json<EnrolledFactor>(res);
  const secret = factor.totp?.secret ?? '';
  expect(await pass(t, cookie, factor.id, codeAt(secret, 0))).toBe(200);
  return { student, factorId: factor.id, secret };
}

const storedSecret = async (factorId: string) => (await rowsWhere(testDb.db, authFactors, { id: factorId }))[0]?.secret ?? '';

describe('the TOTP key and its rotation', () => {
  it('keeps every factor working through a TOTP key rotation and then a rotation of BETTER_AUTH_SECRET', async () => {
    const before = appWith({ BETTER_AUTH_SECRET: AUTH_SECRET_1, TOTP_ENCRYPTION_KEY: TOTP_KEY_1 });
    const first = await enrolled(before);
    const second = await enrolled(before);
    // a secret as it was stored before the TOTP key existed: encrypted with the auth secret, no key id
    const legacy = await enrolled(before);
    await updateWhere(testDb.db, authFactors, { id: legacy.factorId }, { secret: await symmetricEncrypt({ key: AUTH_SECRET_1, data: legacy.secret }) });
    expect(await storedSecret(first.factorId)).toMatch(new RegExp(`^v1:${totpKeyId(TOTP_KEY_1)}:`));
    // the stored form never holds the secret itself
    expect(await storedSecret(first.factorId)).not.toContain(first.secret);

    // every replica gets the new key, the old one as previous; then the command re-encrypts
    const rotating = appWith({ BETTER_AUTH_SECRET: AUTH_SECRET_1, TOTP_ENCRYPTION_KEY: TOTP_KEY_2, TOTP_ENCRYPTION_KEY_PREVIOUS: TOTP_KEY_1 });
    expect(await rotateTotpKey(rotating.deps)).toEqual({ reencrypted: 3, alreadyCurrent: 0, unreadable: [] });
    expect(await rotateTotpKey(rotating.deps)).toEqual({ reencrypted: 0, alreadyCurrent: 3, unreadable: [] });
    for (const f of [first, second, legacy]) expect(await storedSecret(f.factorId)).toMatch(new RegExp(`^v1:${totpKeyId(TOTP_KEY_2)}:`));

    // the previous key removed: the old factors verify with the new key alone
    const rotated = appWith({ BETTER_AUTH_SECRET: AUTH_SECRET_1, TOTP_ENCRYPTION_KEY: TOTP_KEY_2 });
    const cookie = await signIn(rotated, first.student.email);
    expect(await pass(rotated, cookie, first.factorId, codeAt(first.secret, 1))).toBe(200);
    const legacyCookie = await signIn(rotated, legacy.student.email);
    expect(await pass(rotated, legacyCookie, legacy.factorId, codeAt(legacy.secret, 1))).toBe(200);

    // BETTER_AUTH_SECRET rotated after a leak: the old session cookie is worthless, the second factor is not
    const afterLeak = appWith({ BETTER_AUTH_SECRET: AUTH_SECRET_2, TOTP_ENCRYPTION_KEY: TOTP_KEY_2 });
    expect((await afterLeak.app.request('/api/v1/me', { headers: { cookie } })).status).toBe(401);
    const fresh = await signIn(afterLeak, second.student.email);
    expect(await pass(afterLeak, fresh, second.factorId, codeAt(second.secret, 1))).toBe(200);
  });

  it('leaves a secret no configured key opens untouched and names its factor', async () => {
    const before = appWith({ TOTP_ENCRYPTION_KEY: TOTP_KEY_1 });
    const orphan = await enrolled(before);
    const stored = await storedSecret(orphan.factorId);
    // rotated without naming the old key as previous: the command cannot read it and says which one
    const result = await rotateTotpKey(appWith({ TOTP_ENCRYPTION_KEY: TOTP_KEY_2 }).deps);
    expect(result.unreadable).toEqual([orphan.factorId]);
    expect(await storedSecret(orphan.factorId)).toBe(stored);
  });
});
