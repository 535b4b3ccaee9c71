import { resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';
import type { SiteConfig } from './contracts/index.ts';
import { PASS_PRICE_CENTS, type PassType } from './domain/passes.ts';
import { LOCAL_ENVIRONMENT } from './domain/error-reporting.ts';

// Configuration is read here and only here. A bad value stops start-up with a readable message.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** '49', '49.9', '49,90' (euros) → 4990 cents. */
const euroAmount = z
  .string()
  .trim()
  .regex(/^\d{1,6}(?:[.,]\d{1,2})?$/, 'must be an amount in euros, like 49 or 49.90')
  .transform((v) => {
    const [euros = '0', cents = '0'] = v.split(/[.,]/);
    return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
  });

/** A third-party script the site loads after consent: a same-origin path or an https:// address. */
const scriptUrl = z
  .string()
  .trim()
  .refine((v) => {
    if (v.startsWith('/')) return !v.startsWith('//');
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be a same-origin path (/…) or an https:// URL');

/** A Sentry DSN: http(s)://<public key>@<host>[/<path>]/<numeric project id>. */
const sentryDsn = z
  .string()
  .trim()
  .regex(/^https?:\/\/\w+(?::\w*)?@[\w.-]+(?::\d+)?\/(?:[^\s?#]*\/)?\d+$/, 'must be a Sentry DSN (https://<key>@<host>/<project id>)');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_BASE_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_ON_START: booleanFlag.optional(),
    SITE_DIST_DIR: z.string().default(resolve(repoRoot, 'site/dist')),
    PORTAL_DIST_DIR: z.string().default(resolve(repoRoot, 'portal/dist')),
    ADMIN_DIST_DIR: z.string().default(resolve(repoRoot, 'admin/dist')),
    // How long the public catalogue trusts its cached rows (api/src/catalog-cache.ts); 0 turns the cache off.
    CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // The longest a rendered public page is kept for visitors who are not signed in (site-pages/page-cache.ts,
    // ADR 019); committed changes and badge boundaries drop it sooner. 0 renders every request.
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // The public site (read per request through the site's locals, so one build runs everywhere).
    // Pass prices in euros, shown on /pricing and charged at checkout; unset: PASS_PRICE_CENTS (ADR 010).
    PUBLIC_PRICE_SINGLE_PASS: euroAmount.optional(),
    PUBLIC_PRICE_MULTI_PASS: euroAmount.optional(),
    // Tag manager and ad pixel: loaded in production only after cookie consent, never for bots.
    PUBLIC_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must be a tag manager container id (GTM-…)').optional(),
    PUBLIC_GTM_SCRIPT_URL: scriptUrl.default('https://www.googletagmanager.com/gtm.js'),
    PUBLIC_AD_PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be the digits of an ad pixel id').optional(),
    PUBLIC_AD_PIXEL_SCRIPT_URL: scriptUrl.default('https://connect.facebook.net/en_US/fbevents.js'),
    // File storage (thumbnails, avatars): an S3-compatible bucket when S3_BUCKET is set, else local disk
    // under DATA_DIR/uploads. Either way files are served at /uploads/* by this server.
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
    // Another S3-compatible service (MinIO, R2, Hetzner, …); unset = AWS S3 in S3_REGION.
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('eu-north-1'),
    S3_ACCESS_KEY_ID: z.string().min(3).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(8).optional(),
    // E-mail: Resend when a key is set (required in production), else the dev mailbox in the database.
    RESEND_API_KEY: z.string().regex(/^re_\w+/, 'must be a Resend API key (re_…)').optional(),
    MAIL_FROM: z.string().min(3).default('Valik <noreply@valik.ee>'),
    // The seller on every invoice PDF (api/src/documents/invoice-pdf.ts): Valik's legal details.
    INVOICE_COMPANY_NAME: z.string().trim().min(2).default('Valik OÜ'),
    INVOICE_REGISTRY_CODE: z.string().trim().regex(/^\d{8}$/, 'must be an 8-digit Estonian registry code').default('16543210'),
    INVOICE_VAT_NUMBER: z.string().trim().regex(/^[A-Z]{2}\w{8,12}$/, 'must be a VAT number like EE102345678').default('EE102345678'),
    INVOICE_ADDRESS: z.string().trim().min(5).default('Narva mnt 5, 10117 Tallinn, Eesti'),
    INVOICE_IBAN: z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}$/, 'must be an IBAN like EE38 2200 2210 2014 5685').default('EE38 2200 2210 2014 5685'),
    // Behind a reverse proxy that sets X-Forwarded-For: trust its last hop as the client address.
    TRUST_PROXY: booleanFlag.default(false),
    // SMS for the phone second factor: off unless a provider is configured (then the factor is offered).
    SMS_PROVIDER: z.enum(['twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC\w+$/, 'must be a Twilio account SID (AC…)').optional(),
    TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
    TWILIO_FROM: z.string().regex(/^\+\d{6,15}$/, 'must be an E.164 phone number').optional(),
    // Where the SMS sender posts (default Twilio's API). Outside production it can be the dev mailbox's
    // Twilio stand-in, `${PUBLIC_BASE_URL}/dev/mailbox/twilio`, which shows the texts in the mailbox.
    TWILIO_API_URL: z.url().optional(),
    // Payments (api/src/payments): card payments through Stripe, bank links through Montonio. A provider
    // without keys is served by the local payment simulator (never in production).
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\w+/, 'must be a Stripe secret key (sk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
    // Where the Stripe SDK sends its calls (tests point it at a local server that speaks Stripe's API).
    STRIPE_API_URL: z.url().optional(),
    MONTONIO_ACCESS_KEY: z.string().min(8).optional(),
    MONTONIO_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
    MONTONIO_API_URL: z.url().default('https://stargate.montonio.com/api'),
    // Error reports (api/src/errors): the Sentry DSNs of the server and of the pages (site, portal,
    // console; default the server's). Unset outside production: the SDKs send to this server's own
    // ingest at /dev/errors. SENTRY_ENVIRONMENT=local with no DSN turns reporting off.
    SENTRY_DSN: sentryDsn.optional(),
    PUBLIC_SENTRY_DSN: sentryDsn.optional(),
    SENTRY_ENVIRONMENT: z.string().regex(/^[\w.-]{1,64}$/, 'must be a name like production or staging').optional(),
    // default: the build id of each front end (and the portal build's for the server)
    SENTRY_RELEASE: z.string().regex(/^[\w.@+-]{1,200}$/, 'must be a release name without spaces or slashes').optional(),
    PUBLIC_SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
    // Community and progress (issue 14, api/src/community). Unset outside production: the local stand-ins
    // under /dev/discord, /dev/learnworlds and /dev/classroom (INTEGRATION_STAND_INS=false turns them off).
    INTEGRATION_STAND_INS: booleanFlag.optional(),
    // Discord: the application's OAuth2 client (its id is the application id), the bot, the interactions
    // public key (hex) and the school's server.
    DISCORD_CLIENT_ID: z.string().regex(/^\d{5,25}$/, 'must be the numeric application id').optional(),
    DISCORD_CLIENT_SECRET: z.string().min(8).optional(),
    DISCORD_BOT_TOKEN: z.string().min(20).optional(),
    DISCORD_PUBLIC_KEY: z.string().regex(/^[0-9a-f]{64}$/i, 'must be the 64 hex digits of the application public key').optional(),
    DISCORD_GUILD_ID: z.string().regex(/^\d{5,25}$/, 'must be the numeric server (guild) id').optional(),
    // where OAuth2 and the REST API are (default Discord's; tests and the stand-in: a local address)
    DISCORD_API_URL: z.url().optional(),
    DISCORD_INVITE_URL: z.url().optional(),
    // LearnWorlds: the school's API address (https://<school>/admin/api) and its OAuth2 client credentials.
    LEARNWORLDS_API_URL: z.url().optional(),
    LEARNWORLDS_CLIENT_ID: z.string().min(4).optional(),
    LEARNWORLDS_CLIENT_SECRET: z.string().min(8).optional(),
    // Google Classroom: a service account's JSON key (the text, or base64 of it) with domain-wide
    // delegation, acting as GOOGLE_CLASSROOM_SUBJECT (a Workspace user who can read the rosters).
    GOOGLE_CLASSROOM_CREDENTIALS: z.string().min(20).optional(),
    GOOGLE_CLASSROOM_SUBJECT: z.email().optional(),
    GOOGLE_CLASSROOM_API_URL: z.url().optional(),
    GOOGLE_TOKEN_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET) {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when S3_BUCKET is set' });
      }
    }
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.RESEND_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'is required in production (e-mail is how people verify, reset and sign in)' });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (Boolean(env.MONTONIO_ACCESS_KEY) !== Boolean(env.MONTONIO_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['MONTONIO_SECRET_KEY'], message: 'MONTONIO_ACCESS_KEY and MONTONIO_SECRET_KEY are set together' });
    }
    if (env.NODE_ENV === 'production' && !env.SENTRY_DSN && env.SENTRY_ENVIRONMENT !== LOCAL_ENVIRONMENT) {
      ctx.addIssue({ code: 'custom', path: ['SENTRY_DSN'], message: `is required in production (where errors are reported), unless SENTRY_ENVIRONMENT=${LOCAL_ENVIRONMENT}` });
    }
    const discordKeys = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN', 'DISCORD_PUBLIC_KEY', 'DISCORD_GUILD_ID'] as const;
    if (discordKeys.some((key) => env[key])) {
      for (const key of discordKeys) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when any DISCORD_* key is set' });
    }
    const lwKeys = ['LEARNWORLDS_API_URL', 'LEARNWORLDS_CLIENT_ID', 'LEARNWORLDS_CLIENT_SECRET'] as const;
    if (env.LEARNWORLDS_CLIENT_ID || env.LEARNWORLDS_CLIENT_SECRET) {
      for (const key of lwKeys) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when LearnWorlds credentials are set' });
    }
    if (Boolean(env.GOOGLE_CLASSROOM_CREDENTIALS) !== Boolean(env.GOOGLE_CLASSROOM_SUBJECT)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLASSROOM_SUBJECT'], message: 'GOOGLE_CLASSROOM_CREDENTIALS and GOOGLE_CLASSROOM_SUBJECT are set together' });
    }
    if (env.NODE_ENV === 'production' && env.INTEGRATION_STAND_INS) {
      ctx.addIssue({ code: 'custom', path: ['INTEGRATION_STAND_INS'], message: 'the local stand-ins never run in production' });
    }
    if (env.NODE_ENV === 'production' && env.SEED_ON_START) {
      ctx.addIssue({ code: 'custom', path: ['SEED_ON_START'], message: 'demo data is never seeded in production' });
    }
  });

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_BASE_URL' | 'BETTER_AUTH_SECRET' | 'SEED_ON_START' | 'SENTRY_ENVIRONMENT' | 'INTEGRATION_STAND_INS'> & {
  PUBLIC_BASE_URL: string;
  /** default: NODE_ENV */
  SENTRY_ENVIRONMENT: string;
  /** unconfigured integrations run against the local stand-ins (never in production) */
  INTEGRATION_STAND_INS: boolean;
  BETTER_AUTH_SECRET: string;
  SEED_ON_START: boolean;
  isProduction: boolean;
  uploadsDir: string;
  pgliteDir: string;
};

// Development only: a fixed secret so sessions survive restarts. Production must configure its own.
const DEV_AUTH_SECRET = 'valik-development-secret-not-for-production-use';

/** What the public site reads from the configuration (passed to every page in its locals). */
/** What a pass costs, in cents: the configured price, else the default of ADR 010. /pricing shows it and
 * the checkout charges it, so the two can never disagree. */
export function passPriceCents(env: Env, type: PassType): number {
  const configured = type === 'SINGLE_PASS' ? env.PUBLIC_PRICE_SINGLE_PASS : env.PUBLIC_PRICE_MULTI_PASS;
  return configured ?? PASS_PRICE_CENTS[type];
}

export function siteConfigOf(env: Env): SiteConfig {
  return {
    gtmId: env.PUBLIC_GTM_ID ?? null,
    gtmScriptUrl: env.PUBLIC_GTM_SCRIPT_URL,
    adPixelId: env.PUBLIC_AD_PIXEL_ID ?? null,
    adPixelScriptUrl: env.PUBLIC_AD_PIXEL_SCRIPT_URL,
    prices: { singlePass: passPriceCents(env, 'SINGLE_PASS'), multiPass: passPriceCents(env, 'MULTI_PASS') },
    operator: { name: env.INVOICE_COMPANY_NAME, registryCode: env.INVOICE_REGISTRY_CODE, address: env.INVOICE_ADDRESS },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === 'production';
  return {
    ...env,
    PUBLIC_BASE_URL: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    SEED_ON_START: env.SEED_ON_START ?? !isProduction,
    SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    PUBLIC_SENTRY_DSN: env.PUBLIC_SENTRY_DSN ?? env.SENTRY_DSN,
    INTEGRATION_STAND_INS: env.INTEGRATION_STAND_INS ?? !isProduction,
    isProduction,
    uploadsDir: resolve(env.DATA_DIR, 'uploads'),
    pgliteDir: resolve(env.DATA_DIR, 'pglite'),
  };
}
