import { Writable } from 'node:stream';
import { testClient } from 'hono/testing';
import { users } from '@valik/db/schema';
import { createTestDb, makeUserWithRole, type TestDb, updateWhere } from '@valik/db/testing';
import type { User } from '@valik/db/schema';
import { createApp } from '../src/app.ts';
import { parseEnv, type Env } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createServices, type ServiceOverrides } from '../src/services.ts';
import type { Role } from '@valik/domain';
import type { Mailer, OutgoingEmail } from '../src/mail/mailer.ts';

export const BASE_URL = 'http://localhost:3999';
export const PASSWORD = 'correct-horse-battery';

/** Log lines the app wrote, parsed, so tests can check what is (and is not) logged. */
export class LogSink extends Writable {
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) this.lines.push(JSON.parse(line));
    done();
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  testDb: TestDb;
  logs: LogSink;
  env: Env;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Error reporting is off unless a test turns it on with a DSN of its own (there is no ingest listening
  // at BASE_URL).
  return parseEnv({ NODE_ENV: 'test', PUBLIC_BASE_URL: BASE_URL, LOG_LEVEL: 'info', SENTRY_ENVIRONMENT: 'local', ...overrides });
}

export interface TestAppOptions {
  /** configuration overrides (e.g. TRUST_PROXY) */
  env?: Record<string, string>;
  /** request rate limits (default off here) */
  rateLimit?: boolean;
  /** replace chosen services (a failing mailer, an SMS stand-in, …) */
  services?: ServiceOverrides;
  /** false: the outbox's dispatcher is not woken by the database's NOTIFY (a test that plays a dispatcher itself) */
  listenOutbox?: boolean;
}

/**
 * The real API app on this test file's own migrated database. Rate limits are off unless a test asks
 * for them (`{ rateLimit: true }`); e-mails go to the dev mailbox table (see `mailbox()`).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const env = testEnv(options.env);
  const logs = new LogSink();
  const logger = createLogger('info', logs);
  // the same composition root as main.ts
  const deps: AppDeps = createServices(testDb, env, { logger, ...options.services, rateLimit: options.rateLimit ?? false });
  // as main.ts does: committed writes that change the public pages reach deps.changes
  const leaveChanges = await deps.changes.listen(testDb);
  // as main.ts does: a committed outbox entry wakes the dispatcher (ADR 024)
  const leaveOutbox = options.listenOutbox === false ? async () => {} : await deps.outbox.listen(testDb);
  return {
    app: createApp(deps),
    deps,
    testDb,
    logs,
    env,
    close: async () => {
      await deps.tasks.idle();
      await leaveOutbox();
      await deps.tasks.idle();
      await leaveChanges();
      await testDb.close();
    },
  };
}

/**
 * Waits until the app has heard every public change committed so far (deps.changes.caughtUp): on PGlite
 * that is already so when the write returns; on a PostgreSQL server the notification arrives moments later.
 */
export async function heard(t: TestApp): Promise<void> {
  await t.deps.changes.caughtUp();
}

/**
 * PASSWORD hashed by each auth instance's own hasher, once: a scrypt hash costs about 0.1 s of CPU, and the
 * suites make several hundred accounts with the one test password (sign-in still verifies it for real).
 */
const passwordHashes = new WeakMap<object, Promise<string>>();

/**
 * A product user of `role` with a better-auth identity and password, linked through users.auth_id. The
 * identity is made by better-auth's own adapter (what its sign-up does after hashing: the user, then the
 * credential account), confirmed, with PASSWORD hashed once per auth instance. The sign-up itself, with its
 * checks and its confirmation e-mail, is tested through its endpoint (accounts/signup.test.ts).
 */
export async function makeAccount(t: TestApp, role: Role, overrides: Parameters<typeof makeUserWithRole>[2] = {}) {
  const user = await makeUserWithRole(t.deps.db, role, overrides);
  const auth = await t.deps.auth.$context;
  let hash = passwordHashes.get(auth);
  if (!hash) passwordHashes.set(auth, (hash = auth.password.hash(PASSWORD)));
  // sign-in needs a confirmed address: accounts made here count as confirmed
  const identity = await auth.internalAdapter.createUser({ email: user.email.toLowerCase(), name: `${user.firstName} ${user.lastName}`, emailVerified: true }, { method: 'email-password' });
  await auth.internalAdapter.linkAccount({ userId: identity.id, providerId: 'credential', accountId: identity.id, password: await hash });
  await updateWhere(t.deps.db, users, { id: user.id }, { authId: identity.id });
  return { ...user, authId: identity.id } as User;
}

/** Signs in through better-auth's HTTP endpoint and returns the session cookie header. */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

/**
 * The typed test client (hono/testing's `testClient`, the portal's `hc<AppType>` over `app.request`):
 * `/api/v1` with the API's own paths, params, bodies and answers, so a test breaks when a route
 * changes its shape. Requests carry our Origin and the JSON type (mutating routes check both, also for
 * a call without a body, as the portal's transport sends them) and the given headers (`{ cookie }`
 * signs in, `{ 'accept-language': 'en' }` …).
 */
export function api(t: TestApp, headers: Record<string, string> = {}) {
  return testClient(t.app, undefined, undefined, { headers: { origin: BASE_URL, 'content-type': 'application/json', ...headers } }).api.v1;
}

/** The JSON error body of a failed call (typed answers describe only the successful ones). */
export async function errorOf(res: Response): Promise<{ error: { code: string; message: string; issues?: { path: string; message: string }[] } }> {
  return (await res.json()) as never;
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, ...headers },
    body: JSON.stringify(body),
  };
}

/** A mailer a test turns off and on (`mail.down`), keeping what it accepted (`mail.sent`). */
export function switchableMailer(): { mailer: Mailer; mail: { down: boolean; sent: OutgoingEmail[] } } {
  const mail = { down: true, sent: [] as OutgoingEmail[] };
  const mailer: Mailer = {
    kind: 'dev-mailbox',
    send: async (email) => {
      if (mail.down) throw new Error('mail down');
      mail.sent.push(email);
      return { id: `m${mail.sent.length}` };
    },
  };
  return { mailer, mail };
}
