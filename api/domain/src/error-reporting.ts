// Error reporting rules (product-spec §3, §4, §8, §9), written once for the four Sentry SDKs: the
// server's (@sentry/node), the site's (@sentry/astro) and the portal's and console's (@sentry/react).
// Each SDK calls these from its `beforeSend`/`beforeBreadcrumb` hooks and before `init`.
import { ERROR_REPLAY_SAMPLE_RATE } from './constants.ts';
import { isBotUserAgent } from './errors-display.ts';

/** Where an error report comes from (the `app` tag on every event). */
export type ReportingApp = 'server' | 'site' | 'portal' | 'admin';

/** What a front end needs to start its SDK, handed over by the server per request; null = off. */
export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  /** SENTRY_RELEASE; null: the front end's own build id */
  release: string | null;
  /** share of page loads and navigations sent as performance traces (0 = none) */
  tracesSampleRate: number;
}

/** The environment in which, without a key, nothing is reported (spec §9). */
export const LOCAL_ENVIRONMENT = 'local';

/** Reporting is active when a key (DSN) is configured or the environment is not local (spec §9). */
export function isErrorReportingActive(opts: { dsn: string | null | undefined; environment: string }): boolean {
  return Boolean(opts.dsn) || opts.environment !== LOCAL_ENVIRONMENT;
}

/** Nothing is reported for crawlers and bots (spec §8): their page views are not people's errors. */
export function shouldReportFor(userAgent: string | null | undefined): boolean {
  return !isBotUserAgent(userAgent);
}

/**
 * Session replay (spec §9): no replay of normal sessions, every session that has an error; the page's
 * text is not masked (so a replay shows what the student saw). Inputs stay masked, and password fields
 * are never recorded whatever the options say.
 */
export const REPLAY_OPTIONS = {
  sessionSampleRate: ERROR_REPLAY_SAMPLE_RATE.session,
  onErrorSampleRate: ERROR_REPLAY_SAMPLE_RATE.onError,
  maskAllText: false,
  maskAllInputs: true,
  blockAllMedia: false,
} as const;

const SENSITIVE_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'passcode',
  'passphrase',
  'token',
  'secret',
  'code',
  'otp',
  'totp',
  'cookie',
  'cookies',
  'authorization',
]);
// Sentry's own fields whose names contain a sensitive word but hold nothing secret.
const SDK_FIELDS = new Set(['status_code']);

/**
 * Whether a field is named like a password, token, secret or code (spec §3: "the password field is
 * removed"; issue 13 widens it to anything named like one): `password`, `newPassword`,
 * `refresh_token`, `client-secret`, `code`, `backupCodes`, `set-cookie`…
 */
export function isSensitiveKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SDK_FIELDS.has(lower)) return false;
  if (/password|passwd|token|secret|apikey/.test(lower.replace(/[^a-z0-9]/g, ''))) return true;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((word) => SENSITIVE_WORDS.has(word) || SENSITIVE_WORDS.has(word.replace(/s$/, '')));
}

const MAX_DEPTH = 12;

/** A copy of `value` without the fields named like secrets, at any depth; URLs lose such query parameters. */
export function stripSensitive<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') return scrubUrl(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripSensitive(item, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!isSensitiveKey(key)) out[key] = stripSensitive(item, depth + 1);
    }
    return out as T;
  }
  return value;
}

const QUERY_PARAM = /([?&;])([^=&#;\s]+)=([^&#;\s]*)/g;

/** A URL (or query string) with the values of parameters named like secrets replaced: `?token=[Filtered]`. */
export function scrubUrl(text: string): string {
  if (!text.includes('=')) return text;
  const withMark = /^[?&]/.test(text) || /^[a-z][\w+.-]*:\/\/|^\//i.test(text) ? text : `?${text}`;
  const scrubbed = withMark.replace(QUERY_PARAM, (whole, sep: string, name: string) =>
    isSensitiveKey(safeDecode(name)) ? `${sep}${name}=[Filtered]` : whole,
  );
  return withMark === text ? scrubbed : scrubbed.slice(1);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The user attached to reports: the id only (spec §3: never the password; issue 13: the id is enough). */
export function reportUser(user: { id: number | string } | null | undefined): { id: string } | null {
  return user ? { id: String(user.id) } : null;
}

/** The parts of a Sentry breadcrumb this module reads (structural, so the domain needs no SDK types). */
export interface ScrubbableBreadcrumb {
  message?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/** The parts of a Sentry event this module reads. */
export interface ScrubbableEvent {
  user?: object | null | undefined;
  request?: object | undefined;
  breadcrumbs?: ScrubbableBreadcrumb[] | undefined;
  extra?: object | undefined;
  contexts?: object | undefined;
  transaction?: string | undefined;
}

/** A breadcrumb without fields named like secrets (`beforeBreadcrumb`). */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  const out = { ...breadcrumb };
  if (typeof out.message === 'string') out.message = scrubUrl(out.message);
  if (out.data) out.data = stripSensitive(out.data);
  return out;
}

/**
 * An event without anything named like a password, token, secret or code in the user, the request
 * (body, query, cookies, headers), the breadcrumbs, the extra data and the contexts (`beforeSend`).
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const out = { ...event };
  if (out.user) out.user = stripSensitive(out.user);
  if (out.request) {
    // cookies go whole: a session cookie is never needed to understand an error
    const { cookies: _cookies, ...request } = out.request as Record<string, unknown>;
    out.request = stripSensitive(request) as E['request'];
  }
  if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  if (out.extra) out.extra = stripSensitive(out.extra);
  if (out.contexts) out.contexts = stripSensitive(out.contexts);
  if (typeof out.transaction === 'string') out.transaction = scrubUrl(out.transaction);
  return out;
}
