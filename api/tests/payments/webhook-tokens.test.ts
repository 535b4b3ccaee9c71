// Issue 19 item 10: webhook tokens are strict. A Montonio order token must carry `exp` and is refused once
// it is more than the 5-minute leeway past it; a Stripe signature is refused when its time lies beyond the
// 300 s tolerance in either direction (the SDK alone refuses only old ones).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { SIMULATOR_MONTONIO_ACCESS_KEY, SIMULATOR_MONTONIO_SECRET_KEY } from '../../src/payments/providers.ts';
import { createTestApp, jsonPost, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

describe('Montonio order tokens', () => {
  const key = new TextEncoder().encode(SIMULATOR_MONTONIO_SECRET_KEY);
  // a valid token for a checkout we do not know is still answered 200 (Montonio expects it); a refused one 401
  const claims = { uuid: 'order-unknown', accessKey: SIMULATOR_MONTONIO_ACCESS_KEY, merchantReference: '7d1f4c1e-0000-4000-8000-000000000000', paymentStatus: 'PAID', grandTotal: 99, currency: 'EUR' };
  const post = (orderToken: string) => t.app.request('/api/v1/webhooks/montonio', jsonPost({ orderToken }));
  const token = (exp: number | null) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now() - 60);
    return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(key);
  };

  it('refuses a token without exp', async () => {
    expect((await post(await token(null))).status).toBe(401);
    expect(t.logs.lines.some((line) => String(line.reason).includes('missing required "exp" claim'))).toBe(true);
  });

  it('accepts a token within the 5-minute leeway past exp and refuses one beyond it', async () => {
    expect((await post(await token(now() + 600))).status).toBe(200);
    expect((await post(await token(now() - 120))).status).toBe(200);
    expect((await post(await token(now() - 360))).status).toBe(401);
  });
});

describe('Stripe signatures', () => {
  const event = (id: string) => JSON.stringify({ id, object: 'event', type: 'customer.created', created: now(), data: { object: { id: 'cus_1', object: 'customer' } } });
  const post = (body: string, signedAt: number) => {
    const signature = t.deps.payments.stripe?.sign(body, signedAt) ?? '';
    return t.app.request('/api/v1/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  };

  it('refuses a signature dated beyond the tolerance in the future, like one beyond it in the past', async () => {
    expect((await post(event('evt_future_hour'), now() + 3600)).status).toBe(401);
    expect((await post(event('evt_future_6min'), now() + 360)).status).toBe(401);
    expect((await post(event('evt_past_hour'), now() - 3600)).status).toBe(401);
  });

  it('refuses a future time smuggled past the check: a second t=, or a t= the SDK reads differently', async () => {
    const body = event('evt_smuggled');
    const future = t.deps.payments.stripe?.sign(body, now() + 3600) ?? '';
    const send = (signature: string) => t.app.request('/api/v1/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    // the SDK takes the last t=, and parseInt('+…') as the number: both would verify the future signature
    expect((await send(`t=${now()},${future}`)).status).toBe(401);
    expect((await send(future.replace(/^t=/, 't=+'))).status).toBe(401);
    expect((await send(future.replace(/^t=\d+/, 't='))).status).toBe(401);
  });

  it('accepts signatures within the tolerance either way', async () => {
    expect((await post(event('evt_now'), now())).status).toBe(200);
    expect((await post(event('evt_future_1min'), now() + 60)).status).toBe(200);
    expect((await post(event('evt_past_4min'), now() - 240)).status).toBe(200);
  });
});
