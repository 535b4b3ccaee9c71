import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { authUsers, users } from '@valik/db/schema';
import { createTestDb, makeUserWithRole, type TestDb } from '@valik/db/testing';
import type { User } from '@valik/db/schema';
import { createApp } from '../src/app.ts';
import { createAuth, type AuthOptions } from '../src/auth.ts';
import { parseEnv, type Env } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { AppDeps } from '../src/lib/context.ts';
import type { Role } from '../src/domain/index.ts';

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
  return parseEnv({ NODE_ENV: 'test', PUBLIC_BASE_URL: BASE_URL, LOG_LEVEL: 'info', ...overrides });
}

export interface TestAppOptions extends AuthOptions {
  /** configuration overrides (e.g. TRUST_PROXY) */
  env?: Record<string, string>;
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
  const auth = createAuth(testDb.db, env, { rateLimit: options.rateLimit ?? false, services: { logger, ...options.services } });
  const deps: AppDeps = { db: testDb.db, env, logger, auth };
  return {
    app: createApp(deps),
    deps,
    testDb,
    logs,
    env,
    close: async () => {
      await auth.services.tasks.idle();
      await testDb.close();
    },
  };
}

/** A product user of `role` with a better-auth identity and password, linked through users.auth_id. */
export async function makeAccount(t: TestApp, role: Role, overrides: Parameters<typeof makeUserWithRole>[2] = {}) {
  const user = await makeUserWithRole(t.deps.db, role, overrides);
  const identity = await t.deps.auth.api.signUpEmail({
    body: { email: user.email, password: PASSWORD, name: `${user.firstName} ${user.lastName}` },
  });
  await t.deps.db.update(users).set({ authId: identity.user.id }).where(eq(users.id, user.id));
  // Accounts made here count as confirmed (sign-in needs a confirmed address).
  await t.deps.db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, identity.user.id));
  return { ...user, authId: identity.user.id } as User;
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

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, ...headers },
    body: JSON.stringify(body),
  };
}
