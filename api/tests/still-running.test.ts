// A request's access line is written when its answer is ready, so one that never ends left no trace in the
// log (a journey once waited six minutes for a diploma PDF that no log line mentioned). The request context
// logs a request still running after a while, once, with its id and path; its access line follows when it ends.
// The timers are Vitest's (only setTimeout and clearTimeout): a busy machine cannot move the threshold.
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../src/lib/context.ts';
import { requestContext } from '../src/middleware/request-context.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const AFTER_MS = 30_000;
const linesOf = (requestId: string) => t.logs.lines.filter((l) => l.requestId === requestId);
/** pino writes its lines on the next turns */
const flushed = () => new Promise((r) => setImmediate(r));

function appHolding(held: Promise<void>) {
  return new Hono<AppEnv>()
    .use('*', requestContext(t.deps, undefined, { stillRunningAfterMs: AFTER_MS }))
    .get('/api/auth/reset-password/:token', async (c) => {
      await held;
      return c.text('done');
    });
}

describe('a request still running', () => {
  it('is logged while it runs, once, with its path (a secret in it redacted), and its access line follows', async () => {
    let finish: () => void = () => {};
    const app = appHolding(new Promise<void>((resolve) => (finish = resolve)));
    const requestId = 'still-running-0001';
    const pending = app.request('/api/auth/reset-password/s3cr3t-token', { headers: { 'x-request-id': requestId } });
    await flushed();
    vi.advanceTimersByTime(AFTER_MS - 1);
    await flushed();
    expect(linesOf(requestId)).toEqual([]);
    vi.advanceTimersByTime(1);
    await flushed();
    const warning = { level: 40, msg: 'a request is still running', method: 'GET', path: '/api/auth/reset-password/[redacted]' };
    expect(linesOf(requestId)).toEqual([expect.objectContaining({ ...warning, ms: expect.any(Number) })]);
    // however long it goes on: once
    vi.advanceTimersByTime(10 * AFTER_MS);
    await flushed();
    expect(linesOf(requestId)).toHaveLength(1);
    finish();
    expect((await pending).status).toBe(200);
    await flushed();
    expect(linesOf(requestId).map((l) => l.msg)).toEqual(['a request is still running', 'request']);
    expect(linesOf(requestId)[1]).toMatchObject({ level: 30, status: 200, path: '/api/auth/reset-password/[redacted]' });
  });

  it('is not logged when the answer comes in time, nor later', async () => {
    const app = appHolding(Promise.resolve());
    const requestId = 'still-running-0002';
    expect((await app.request('/api/auth/reset-password/x', { headers: { 'x-request-id': requestId } })).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2 * AFTER_MS);
    await flushed();
    expect(linesOf(requestId).map((l) => l.msg)).toEqual(['request']);
  });
});
