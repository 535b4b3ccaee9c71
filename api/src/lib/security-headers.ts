// Security headers for every response: API, app shells, static files and Astro pages alike (ADR 018).
// Scripts run only from files of our own origin (the builds: Astro's and Vite's scripts are files, never
// inline), the tag manager's and the pixel's origins, and the one inline script the server writes, the
// app shells' runtime config, allowed by its SHA-256 hash. JSON-LD and the error reporting's JSON config
// are data blocks, never run. Inline styles stay allowed for MUI's emotion. No <base> at all.
import { createHash } from 'node:crypto';
/** Where gtm.js and the ad pixel script come from (site/src/config.ts defaults). */
const TRACKING_SCRIPT_ORIGINS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
/** Where Google Analytics (through the tag manager) and the pixel send their hits. */
const TRACKING_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
];

/** The CSP source of an inline script: `'sha256-…'` of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * `reportOrigin`: where the pages send their error reports (the browser DSN's origin), if anywhere;
 * `inlineScripts`: the exact text of each inline script the server writes (allowed by hash).
 */
export function securityHeaders(opts: { isProduction: boolean; reportOrigin?: string | null; inlineScripts?: readonly string[] }): Record<string, string> {
  const hashes = (opts.inlineScripts ?? []).map(scriptHashSource);
  const csp = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    // The tag manager and the ad pixel, loaded by the site's consent script only after 'I agree'.
    ["script-src 'self'", ...hashes, ...TRACKING_SCRIPT_ORIGINS].join(' '),
    `connect-src 'self' ${[...(opts.reportOrigin ? [opts.reportOrigin] : []), ...TRACKING_CONNECT_ORIGINS].join(' ')}`,
    // Sentry's session replay compresses its recording in a worker it starts from a blob: URL.
    "worker-src 'self' blob:",
  ].join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (opts.isProduction) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
