// One-time recovery codes: ten made when the first authenticator app is turned on, shown once, stored as
// HMACs, each passes the second factor once (on every sign-in path), new ones on request, gone with the
// last factor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRecoveryCodes } from '@valik/db/schema';
import { rowsWhere } from '@valik/db/testing';
import type { EnrolledFactor, FactorChallenge, FactorVerifyReply, RecoveryCodeStatus, RecoveryCodesIssued, SessionReply } from '@valik/domain/contracts';
import { removeSecondFactors } from '../../src/accounts/remove-second-factors.ts';
import { createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { codeAt, json, send } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie: string) => t.app.request(path, send('POST', body, cookie, { 'accept-language': 'en' }));
const session = async (cookie: string) => json<SessionReply>(await t.app.request('/api/v1/auth/session', jsonPost({}, { cookie })));
const useCode = (cookie: string, code: string) => post('/api/v1/auth/recovery-codes/verify', { code }, cookie);

async function turnOnTotp(cookie: string, name = 'Telefon') {
  const factor = await json<EnrolledFactor>(await post('/api/v1/auth/factors', { factor_type: 'totp', friendly_name: name }, cookie));
  const challenge = await json<FactorChallenge>(await post(`/api/v1/auth/factors/${factor.id}/challenge`, {}, cookie));
  const res = await post(`/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: challenge.id, code: codeAt(factor.totp?.secret ?? '', 0) }, cookie);
  expect(res.status).toBe(200);
  return { factor, reply: await json<FactorVerifyReply>(res) };
}

describe('recovery codes', () => {
  it('are answered once when the authenticator app is turned on, and kept only as HMACs', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const { reply } = await turnOnTotp(cookie);
    const codes = reply.recovery_codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const rows = await rowsWhere(t.deps.db, authRecoveryCodes, { userId: student.authId ?? '' });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect(await json<RecoveryCodeStatus>(await t.app.request('/api/v1/auth/recovery-codes', { headers: { cookie } }))).toEqual({ remaining: 10 });
    // a second app does not make (or show) new ones
    expect((await turnOnTotp(cookie, 'Tahvel')).reply.recovery_codes).toBeNull();
    expect(JSON.stringify(await json<unknown>(await t.app.request('/api/v1/auth/factors', { headers: { cookie } })))).not.toContain(codes[0]);
  });

  it('pass the second factor at sign-in, each once, typed in any case and spacing', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const codes = (await turnOnTotp(await signIn(t, student.email))).reply.recovery_codes ?? [];
    const pending = await signIn(t, student.email);
    expect((await session(pending)).user).toBeNull();
    const wrong = await useCode(pending, 'AAAAA-AAAAA');
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toBe('This recovery code is not valid or was already used');
    const typed = ` ${(codes[3] ?? '').toLowerCase().replace('-', ' ')} `;
    const ok = await useCode(pending, typed);
    expect(ok.status).toBe(200);
    expect((await json<FactorVerifyReply>(ok)).user?.id).toBe(student.id);
    expect((await session(pending)).aal).toEqual({ current_level: 'aal2', next_level: 'aal2' });
    expect((await t.app.request('/api/v1/me', { headers: { cookie: pending } })).status).toBe(200);
    // spent: another sign-in cannot use it again
    const other = await signIn(t, student.email);
    expect((await useCode(other, codes[3] ?? '')).status).toBe(400);
    expect((await session(other)).user).toBeNull();
    expect(await json<RecoveryCodeStatus>(await t.app.request('/api/v1/auth/recovery-codes', { headers: { cookie: pending } }))).toEqual({ remaining: 9 });
  });

  it('count towards the lock after five wrong codes', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const codes = (await turnOnTotp(await signIn(t, student.email))).reply.recovery_codes ?? [];
    const pending = await signIn(t, student.email);
    for (let i = 0; i < 5; i++) expect((await useCode(pending, `WRONG-CODE${i}`)).status).toBe(400);
    const locked = await useCode(pending, codes[0] ?? '');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('are replaced by a new set on request, which only a fully signed-in session may ask for', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect((await post('/api/v1/auth/recovery-codes', {}, cookie)).status).toBe(400); // no factor yet
    const old = (await turnOnTotp(cookie)).reply.recovery_codes ?? [];
    const pending = await signIn(t, student.email);
    expect((await post('/api/v1/auth/recovery-codes', {}, pending)).status).toBe(401);
    const res = await post('/api/v1/auth/recovery-codes', {}, cookie);
    expect(res.status).toBe(201);
    const fresh = (await json<RecoveryCodesIssued>(res)).codes;
    expect(fresh).toHaveLength(10);
    expect((await useCode(pending, old[0] ?? '')).status).toBe(400);
    expect((await useCode(pending, fresh[0] ?? '')).status).toBe(200);
  });

  it('go with the last factor, removed by the person or by an admin', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    const { factor } = await turnOnTotp(cookie);
    expect((await t.app.request(`/api/v1/auth/factors/${factor.id}`, send('DELETE', {}, cookie))).status).toBe(200);
    expect(await rowsWhere(t.deps.db, authRecoveryCodes, { userId: student.authId ?? '' })).toEqual([]);

    const other = await makeAccount(t, 'STUDENT');
    const admin = await makeAccount(t, 'ADMIN');
    const codes = (await turnOnTotp(await signIn(t, other.email))).reply.recovery_codes ?? [];
    await removeSecondFactors(t.deps, { userId: other.id, actorUserId: admin.id });
    expect(await rowsWhere(t.deps.db, authRecoveryCodes, { userId: other.authId ?? '' })).toEqual([]);
    // and a code is no way in without a factor
    expect((await useCode(await signIn(t, other.email), codes[0] ?? '')).status).toBe(400);
  });
});
