// Issue 19 item 6: logs without personal data. A failed database query is logged (and reported through the
// Sentry SDK to the local ingest) with its shape and error code, never its values: a query that fails with
// a known e-mail and name among its parameters leaves neither in the log nor in the error report.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, makeUser, type TestDb } from '@valik/db/testing';
import { createApp } from '../src/app.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createServer } from '../src/server.ts';
import { createServices } from '../src/services.ts';
import { LogSink, testEnv } from './helpers.ts';

let testDb: TestDb;
let listener: ServerType;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let ingestUrl: string;
const logs = new LogSink();
// made at run time, so the report's source-code context (the lines of this file) cannot contain them
const email = `mari.${crypto.randomUUID().slice(0, 8)}@example.test`;
const lastName = `Maasikas${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  testDb = await createTestDb();
  let handle: (req: Request, env: unknown) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  listener = serve({ fetch: (req, env) => handle(req, env), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  const port = (listener.address() as AddressInfo).port;
  ingestUrl = `http://127.0.0.1:${port}`;
  const env = testEnv({ SENTRY_DSN: `http://valik@127.0.0.1:${port}/dev/errors/1`, SENTRY_ENVIRONMENT: 'test' });
  deps = createServices(testDb, env, { logger: createLogger('info', logs), rateLimit: false });
  const server = await createServer(deps);
  handle = (req, bindings) => server.fetch(req, bindings as never);
  app = createApp(deps);
  await makeUser(testDb.db, { email, lastName });
  // a bug that fails a query with personal data among its parameters: the address is taken already
  app.get('/api/v1/__duplicate-user', async () => {
    await makeUser(testDb.db, { email, lastName });
    return new Response('unreachable');
  });
});

afterAll(async () => {
  await deps.tasks.idle();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await testDb.close();
});

describe('a failed query', () => {
  let failedRequest = '';

  it('is logged with its shape and SQLSTATE code, never its values', async () => {
    const res = await app.request('/api/v1/__duplicate-user');
    expect(res.status).toBe(500);
    const { requestId } = (await res.json()) as { requestId: string };
    failedRequest = requestId;
    const line = logs.lines.find((l) => l.msg === 'unhandled error' && l.requestId === requestId) as { err: Record<string, unknown> } | undefined;
    expect(line).toBeDefined();
    const text = JSON.stringify(logs.lines);
    expect(text).not.toContain(email);
    expect(text).not.toContain(lastName);
    // what is kept: the query's shape and the database's error code and constraint
    expect(String(line?.err.message)).toMatch(/^Failed query: insert into "users"/);
    expect(line?.err.cause).toMatchObject({ code: '23505' });
    expect(JSON.stringify(line?.err.cause)).toMatch(/users_email/);
  });

  it('is reported to the error reports without its values either', async () => {
    // the same failure's report (the SDK sends an identical error once: no second request)
    await deps.errors.flush(10_000);
    const listed = await fetch(`${ingestUrl}/dev/errors/reports?request_id=${failedRequest}`);
    const { data } = (await listed.json()) as { data: { title: string | null; payload: unknown }[] };
    expect(data).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain(email);
    expect(text).not.toContain(lastName);
    expect(data[0]?.title).toMatch(/Failed query: insert into "users"/);
  });

  it('keeps an ordinary error’s message as it is', async () => {
    deps.logger.error({ err: new Error('the cohort list broke', { cause: new TypeError('x is undefined') }) }, 'boom');
    const line = logs.lines.at(-1) as { err: { message: string; stack: string; cause: { message: string } } };
    expect(line.err.message).toBe('the cohort list broke');
    expect(line.err.stack).toMatch(/^Error: the cohort list broke\n\s+at /);
    expect(line.err.cause.message).toBe('x is undefined');
  });
});
