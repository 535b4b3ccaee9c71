// Where the error reports of the server and of the pages go (spec §9: active when a key is configured or
// the environment is not local). Without a DSN, outside production, the SDKs send to this server's own
// ingest (/dev/errors, routes/dev-errors): project 1 for the server, 2 for the browser apps.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUILD_MANIFEST_FILE, isErrorReportingActive, parseBuildManifest, type ErrorReportingConfig } from '@valik/domain';
import type { Env } from '../env.ts';

export const LOCAL_INGEST_PROJECT = { server: 1, browser: 2 } as const;
/** The public key of the local ingest's DSNs (it checks nothing: the ingest is for development only). */
const LOCAL_INGEST_KEY = 'valik';

/** http://valik@localhost:3000/dev/errors/<project>: the SDKs post envelopes to …/dev/errors/api/<project>/envelope/. */
export function localIngestDsn(baseUrl: string, project: number): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${LOCAL_INGEST_KEY}@${url.host}${url.pathname.replace(/\/$/, '')}/dev/errors/${project}`;
}

function dsnFor(env: Env, configured: string | undefined, project: number): string | null {
  if (configured) return configured;
  if (!isErrorReportingActive({ dsn: null, environment: env.SENTRY_ENVIRONMENT }) || env.isProduction) return null;
  return localIngestDsn(env.PUBLIC_BASE_URL, project);
}

/** The server's DSN; null: reporting off. */
export function serverDsn(env: Env): string | null {
  return dsnFor(env, env.SENTRY_DSN, LOCAL_INGEST_PROJECT.server);
}

/** What the site, the portal and the console start their SDK with (handed to them per request); null: off. */
export function browserErrorReporting(env: Env, release: string | null): ErrorReportingConfig | null {
  const dsn = dsnFor(env, env.PUBLIC_SENTRY_DSN, LOCAL_INGEST_PROJECT.browser);
  if (!dsn) return null;
  return { dsn, environment: env.SENTRY_ENVIRONMENT, release, tracesSampleRate: env.PUBLIC_SENTRY_TRACES_SAMPLE_RATE };
}

/** SENTRY_RELEASE, else the id of the portal build this server serves (null when it is not built). */
export function serverRelease(env: Env): string | null {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  const file = resolve(env.PORTAL_DIST_DIR, BUILD_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  try {
    return parseBuildManifest(JSON.parse(readFileSync(file, 'utf8')))?.id ?? null;
  } catch {
    return null;
  }
}
