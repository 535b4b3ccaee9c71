// /metrics (ADR 027): Prometheus' text format behind METRICS_TOKEN, with the figures an operator watches —
// requests by route group, the outbox read from the database at scrape time, integration sync age, page
// cache results, job runs — and every failed job reaches error reporting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActivity, mailNotice, recordIntegrationFailure, recordIntegrationSuccess } from '@valik/db/queries';
import { makeCohort, makeStudent, testDatabaseUrl } from '@valik/db/testing';
import { createServer } from '../src/server.ts';
import { deliverPending } from './support/outbox.ts';
import { createJobs, JOB_NAMES, type JobHandlers } from '../src/jobs/queue.ts';
import { createMetrics, routeGroupOf } from '../src/metrics/metrics.ts';
import type { BackgroundErrorContext, ErrorReporter } from '../src/errors/error-reporter.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const TOKEN = 'metrics-token-for-the-tests';

let t: TestApp;
let server: Awaited<ReturnType<typeof createServer>>;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, SITE_DIST_DIR: '/nonexistent' } });
  server = await createServer(t.deps);
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

/** The value of one series in the text format ('name{labels} value'), or null when absent. */
function valueOf(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('/metrics', () => {
  it('answers only with the bearer token, in Prometheus text format, never cached', async () => {
    expect((await server.request('/metrics')).status).toBe(401);
    expect((await server.request('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    const res = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('# TYPE valik_http_requests_total counter');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const other = await createTestApp({ env: { SITE_DIST_DIR: '/nonexistent' } });
    try {
      const res = await (await createServer(other.deps)).request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).not.toBe(200);
      expect(await res.text()).not.toContain('valik_http_requests_total');
    } finally {
      await other.close();
    }
  });

  it('counts requests, errors and their time per route group; a made-up API path is one group, not a new one', async () => {
    for (let i = 0; i < 3; i++) expect((await server.request('/api/v1/courses')).status).toBe(200);
    expect((await server.request('/api/v1/no-such-resource-1')).status).toBe(404);
    expect((await server.request('/api/v1/no-such-resource-2')).status).toBe(404);
    const text = await scrape();
    expect(valueOf(text, 'valik_http_requests_total{group="api/v1/courses",method="GET",status="2xx"}')).toBe(3);
    expect(valueOf(text, 'valik_http_requests_total{group="api/v1/other",method="GET",status="4xx"}')).toBe(2);
    expect(valueOf(text, 'valik_http_request_duration_seconds_count{group="api/v1/courses",method="GET"}')).toBe(3);
    expect(text).not.toContain('no-such-resource');
  });

  it('exports the latency histogram from its tallies as Prometheus reads a histogram: cumulative buckets, +Inf, sum, count', async () => {
    // a series kept by a caller that answers many requests alike (the fast path), and the same series asked by name
    const series = t.deps.metrics.requestSeries({ group: 'latency-test', method: 'GET', status: 200 });
    for (const seconds of [0.003, 0.007, 0.007, 20]) series.observe(seconds);
    t.deps.metrics.observeRequest({ group: 'latency-test', method: 'GET', status: 200, seconds: 0.01 });
    const text = await scrape();
    expect(text).toContain('# TYPE valik_http_request_duration_seconds histogram');
    const bucket = (le: string) => valueOf(text, `valik_http_request_duration_seconds_bucket{le="${le}",group="latency-test",method="GET"}`);
    expect([bucket('0.005'), bucket('0.01'), bucket('0.025'), bucket('5'), bucket('10'), bucket('+Inf')]).toEqual([1, 4, 4, 4, 4, 5]);
    expect(valueOf(text, 'valik_http_request_duration_seconds_sum{group="latency-test",method="GET"}')).toBeCloseTo(20.027, 9);
    expect(valueOf(text, 'valik_http_request_duration_seconds_count{group="latency-test",method="GET"}')).toBe(5);
    expect(valueOf(text, 'valik_http_requests_total{group="latency-test",method="GET",status="2xx"}')).toBe(5);
    // a scrape reads the counts; the next one adds only what came after it
    series.observe(0.001);
    const next = await scrape();
    expect(valueOf(next, 'valik_http_requests_total{group="latency-test",method="GET",status="2xx"}')).toBe(6);
    expect(valueOf(next, 'valik_http_request_duration_seconds_bucket{le="0.005",group="latency-test",method="GET"}')).toBe(2);
  });

  it('reads the outbox at scrape time: pending, retrying after a failed send, dead after the last, the oldest one\'s age', async () => {
    const { user } = await makeStudent(t.deps.db);
    // a notice whose sender fails (a queued e-mail without its template): the send is attempted and counted
    await logActivity(t.deps.db, { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata: mailNotice('EMAIL') });
    await deliverPending(t.deps);
    let text = await scrape();
    expect(valueOf(text, 'valik_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'valik_outbox_retrying')).toBe(1);
    expect(valueOf(text, 'valik_outbox_dead')).toBe(0);
    expect(valueOf(text, 'valik_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'valik_outbox_attempts_total{kind="MAIL",outcome="retry"}')).toBe(1);
    // every further attempt fails too: after the eighth the entry is dead, and counted so
    let at = new Date();
    for (let i = 0; i < 7; i++) {
      at = new Date(at.getTime() + 24 * 60 * 60_000);
      await deliverPending(t.deps, at);
    }
    text = await scrape();
    expect(valueOf(text, 'valik_outbox_retrying')).toBe(0);
    expect(valueOf(text, 'valik_outbox_dead')).toBe(1);
    expect(valueOf(text, 'valik_outbox_attempts_total{kind="MAIL",outcome="dead"}')).toBe(1);
  });

  it('tells how long ago each integration last synced and how many cohorts fail', async () => {
    const cohort = await makeCohort(t.deps.db);
    const other = await makeCohort(t.deps.db);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await recordIntegrationSuccess(t.deps.db, { cohortId: cohort.id, kind: 'LMS', now: hourAgo, details: {} });
    await recordIntegrationSuccess(t.deps.db, { cohortId: other.id, kind: 'LMS', now: new Date(Date.now() - 7_200_000), details: {} });
    await recordIntegrationFailure(t.deps.db, { cohortId: other.id, kind: 'LMS', now: new Date(), error: 'LearnWorlds answered 503' });
    const text = await scrape();
    const age = valueOf(text, 'valik_integration_sync_age_seconds{integration="LMS"}');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3600 + 120);
    expect(valueOf(text, 'valik_integration_sync_failing{integration="LMS"}')).toBe(1);
    // Discord has never synced here: no age rather than a made-up one
    expect(valueOf(text, 'valik_integration_sync_age_seconds{integration="DISCORD"}')).toBeNull();
  });

  it('groups paths into a fixed set', () => {
    const api = new Set(['courses', 'me']);
    expect(routeGroupOf('/api/v1/courses/abc', api)).toBe('api/v1/courses');
    expect(routeGroupOf('/api/v1/zzz', api)).toBe('api/v1/other');
    expect(routeGroupOf('/api/auth/sign-in/email', api)).toBe('api/auth');
    expect(routeGroupOf('/readyz', api)).toBe('probes');
    expect(routeGroupOf('/manage/users/1', api)).toBe('console');
    expect(routeGroupOf('/user/my-courses', api)).toBe('portal');
    expect(routeGroupOf('/_astro/x.css', api)).toBe('static');
    expect(routeGroupOf('/courses/python', api)).toBe('site');
  });
});

describe('jobs', () => {
  it('counts each run and reports every failed one to error reporting with its job name and id', async () => {
    const reported: { error: unknown; context: BackgroundErrorContext }[] = [];
    const errors: ErrorReporter = {
      dsn: 'https://key@errors.example/1',
      captureException: () => null,
      captureResponse: () => null,
      captureBackground: (error, context) => {
        reported.push({ error, context });
        return 'event';
      },
      flush: async () => true,
    };
    const metrics = createMetrics({ db: t.deps.db, databaseKind: t.testDb.kind, poolMax: 1, logger: t.deps.logger, clock: () => new Date() });
    const url = testDatabaseUrl ? Object.assign(new URL(testDatabaseUrl), { pathname: `/${t.testDb.databaseName}` }).toString() : undefined;
    const jobs = createJobs(t.testDb, { connectionString: url, logger: t.deps.logger, metrics, errors });
    const handlers = Object.fromEntries(Object.values(JOB_NAMES).map((name) => [name, async () => {}])) as unknown as JobHandlers;
    handlers[JOB_NAMES.closeAccess] = async () => {
      throw new Error('the database said no');
    };
    await jobs.start(handlers);
    try {
      await jobs.schedule(JOB_NAMES.closeAccess, { participantId: 1 }, new Date());
      await jobs.schedule(JOB_NAMES.waitlistOfferExpiry, { cohortId: 1 }, new Date());
      const end = Date.now() + 90_000;
      while ((reported.length === 0 || !(await metrics.render()).includes('job="waitlist-offer-expiry",outcome="ok"')) && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await jobs.stop();
    }
    expect(reported[0]?.context).toMatchObject({ task: 'close-access', id: expect.any(String) });
    expect((reported[0]?.error as Error).message).toBe('the database said no');
    const text = await metrics.render();
    expect(valueOf(text, 'valik_job_runs_total{job="close-access",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'valik_job_runs_total{job="waitlist-offer-expiry",outcome="ok"}')).toBe(1);
  });
});
