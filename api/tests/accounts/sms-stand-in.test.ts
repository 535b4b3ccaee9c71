// The phone second factor end to end through the real Twilio sender and the dev mailbox's stand-in for
// Twilio's Messages API, over real HTTP: offered only with a provider, the code arrives as a text in
// the dev mailbox, and it verifies once.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '@valik/db/queries';
import type { EnrolledFactor, FactorChallenge, FactorList } from '@valik/domain/contracts';
import { createServer } from '../../src/server.ts';
import { createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { json, send } from './support.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'stand-in-token-123';
let t: TestApp;
let http: Server;
let server: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  // listen first (the sender needs the address), answer once the app exists
  let handler: ((req: Request) => Response | Promise<Response>) | null = null;
  http = createHttpServer(getRequestListener((req) => (handler ? handler(req) : new Response('starting', { status: 503 }))));
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  t = await createTestApp({
    env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+3725000000', TWILIO_API_URL: `http://127.0.0.1:${port}/dev/mailbox/twilio` },
  });
  server = await createServer(t.deps);
  handler = (req) => server.fetch(req);
});
afterAll(async () => {
  await new Promise((done) => http.close(done));
  await t.close();
});

const post = (path: string, body: unknown, cookie: string) => t.app.request(path, send('POST', body, cookie));

describe('the phone factor with the dev SMS stand-in', () => {
  it('sends the code as a text the dev mailbox shows, and the code verifies once', async () => {
    const student = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, student.email);
    expect((await json<FactorList>(await t.app.request('/api/v1/auth/factors', { headers: { cookie } }))).phone_available).toBe(true);
    const factor = await json<EnrolledFactor>(await post('/api/v1/auth/factors', { factor_type: 'phone', friendly_name: 'SMS', phone: '5555 9876' }, cookie));
    const challenge = await post(`/api/v1/auth/factors/${factor.id}/challenge`, { channel: 'sms' }, cookie);
    expect(challenge.status).toBe(201);
    const [text] = await listEmails(t.deps.db, { to: '+37255559876' });
    expect(text).toMatchObject({ template: 'sms', fromAddress: '+3725000000' });
    const code = /Sinu Valiku kood on (\d{6})/.exec(text?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const { id } = await json<FactorChallenge>(challenge);
    expect((await post(`/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: id, code }, cookie)).status).toBe(200);
    expect((await post(`/api/v1/auth/factors/${factor.id}/verify`, { challenge_id: id, code }, cookie)).status).toBe(400);
    // and the mailbox page lists it
    expect(await (await server.request('/dev/mailbox?to=%2B37255559876')).text()).toContain('Sinu Valiku kood on');
  });

  it('answers like Twilio: wrong credentials 401, a bad number 400', async () => {
    const form = (to: string) => new URLSearchParams({ To: to, From: '+3725000000', Body: 'x' });
    const path = `/dev/mailbox/twilio/2010-04-01/Accounts/${SID}/Messages.json`;
    const wrong = await server.request(path, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${SID}:nope`).toString('base64')}` }, body: form('+37255551234') });
    expect(wrong.status).toBe(401);
    const auth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    const bad = await server.request(path, { method: 'POST', headers: { authorization: auth }, body: form('5555') });
    expect(bad.status).toBe(400);
    const ok = await server.request(path, { method: 'POST', headers: { authorization: auth }, body: form('+37255551234') });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ status: 'queued', to: '+37255551234' });
  });
});
