// Security headers for every response: API, app shells, static files and Astro pages alike.
// Inline scripts are needed for the JSON-LD blocks, the cookie banner and the runtime config the
// server injects into the app shells; inline styles for MUI's emotion. Everything else is same-origin.
/** Where gtm.js and the ad pixel script come from (site/src/config.ts defaults). */
const TRACKING_SCRIPT_ORIGINS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
/** Where Google Analytics (through the tag manager) and the pixel send their hits. */
const TRACKING_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
];

export function securityHeaders(opts: { isProduction: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    // The tag manager and the ad pixel, loaded by the site's consent script only after 'I agree'.
    `script-src 'self' 'unsafe-inline' ${TRACKING_SCRIPT_ORIGINS.join(' ')}`,
    `connect-src 'self' ${TRACKING_CONNECT_ORIGINS.join(' ')}`,
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
