import { resolve } from 'node:path';
import { z } from 'zod';
import { buildDirs, repoRoot } from './lib/paths.ts';
import type { SiteConfig } from '@valik/domain/contracts';
import { PASS_PRICE_CENTS, type PassType } from '@valik/domain';
import { DEFAULT_PORT, LOCAL_ENVIRONMENT } from '@valik/domain';

// Configuration is read here and only here. A bad value stops start-up with a readable message.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * How many proxies of ours stand in front of the server (TRUST_PROXY): 'false'/'0' none, 'true' one (the
 * load balancer), a number N for a chain (a CDN and a load balancer: 2).
 */
const proxyHops = z
  .string()
  .trim()
  .regex(/^(?:true|false|yes|no|\d{1,2})$/, 'must be true, false or the number of proxies in front (0…10)')
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
  .refine((n) => n <= 10, 'must be at most 10 proxies');

/** A pg-boss schedule: cron with 5 fields (minutes) or 6 (seconds first; pg-boss still sends at most one a minute). */
const cronExpression = z
  .string()
  .trim()
  .regex(/^(?:[\d*/,-]+\s+){4,5}[\d*/,A-Za-z-]+$/, 'must be a cron expression like */10 * * * *');

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
    PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_BASE_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // Connections this process keeps to DATABASE_URL (the job queue has 4 more of its own).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // Production refuses what would lose data on a platform that replaces containers: the embedded
    // database (one process's files) and uploads on local disk, unless these say it is meant (a single
    // machine with a kept volume). Each logs a warning at start.
    ALLOW_EMBEDDED_DATABASE: booleanFlag.default(false),
    ALLOW_LOCAL_UPLOADS: booleanFlag.default(false),
    DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // The key that encrypts the authenticator apps' TOTP secrets (api/src/accounts/factors/totp-keys.ts),
    // apart from BETTER_AUTH_SECRET so either can be rotated alone; `pnpm secrets:rotate-totp-key`
    // re-encrypts every secret under the current key, reading the old ones with ..._PREVIOUS.
    TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    TOTP_ENCRYPTION_KEY_PREVIOUS: z.string().min(32, 'must be at least 32 characters (several: comma-separated)').optional(),
    // /metrics (Prometheus) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: no /metrics.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // After SIGTERM: /readyz answers 503 while the server keeps serving this long (so a load balancer
    // stops sending), then it stops taking connections, finishes what it has and exits.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).optional(),
    // How often the periodic jobs run (pg-boss schedules, one run per period across all replicas).
    JOBS_SWEEP_CRON: cronExpression.default('*/10 * * * *'),
    JOBS_LMS_SYNC_CRON: cronExpression.default('0 * * * *'),
    JOBS_COMMUNITY_SWEEP_CRON: cronExpression.default('* * * * *'),
    SEED_ON_START: booleanFlag.optional(),
    SITE_DIST_DIR: z.string().default(buildDirs.site),
    PORTAL_DIST_DIR: z.string().default(buildDirs.portal),
    ADMIN_DIST_DIR: z.string().default(buildDirs.admin),
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
    // Where the Resend SDK sends (default Resend's API; tests: a local server speaking Resend's API).
    RESEND_API_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Valik <noreply@valik.ee>'),
    // The seller on every invoice PDF (api/src/documents/invoice-pdf.ts): Valik's legal details.
    INVOICE_COMPANY_NAME: z.string().trim().min(2).default('Valik OÜ'),
    INVOICE_REGISTRY_CODE: z.string().trim().regex(/^\d{8}$/, 'must be an 8-digit Estonian registry code').default('16543210'),
    INVOICE_VAT_NUMBER: z.string().trim().regex(/^[A-Z]{2}\w{8,12}$/, 'must be a VAT number like EE102345678').default('EE102345678'),
    INVOICE_ADDRESS: z.string().trim().min(5).default('Narva mnt 5, 10117 Tallinn, Eesti'),
    INVOICE_IBAN: z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}$/, 'must be an IBAN like EE38 2200 2210 2014 5685').default('EE38 2200 2210 2014 5685'),
    // Behind proxies of ours that append to X-Forwarded-For: how many (true = 1). The client address is
    // the entry that many hops from the right; anything further left was written by the client.
    TRUST_PROXY: proxyHops.default(0),
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
    // E-invoices (issue 28, ADR 030): schools with a Peppol address get them through Storecove's access
    // point; without a key (never in production) through the stand-in at /dev/einvoices. Schools without
    // an e-invoice address get the UBL by e-mail either way.
    STORECOVE_API_KEY: z.string().min(16).optional(),
    STORECOVE_LEGAL_ENTITY_ID: z.coerce.number().int().positive().optional(),
    STORECOVE_API_URL: z.url().default('https://api.storecove.com/api/v2'),
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
    if (env.NODE_ENV === 'production' && !env.TOTP_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TOTP_ENCRYPTION_KEY'], message: 'is required in production (it encrypts the authenticator apps\' secrets)' });
    }
    if (env.TOTP_ENCRYPTION_KEY && env.BETTER_AUTH_SECRET && env.TOTP_ENCRYPTION_KEY === env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TOTP_ENCRYPTION_KEY'], message: 'must differ from BETTER_AUTH_SECRET (each is rotated alone)' });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required in production: the embedded database lives in one process\'s files, which a replaced container loses (ALLOW_EMBEDDED_DATABASE=true runs on it anyway, on one machine with a kept volume)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.S3_BUCKET && !env.ALLOW_LOCAL_UPLOADS) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required in production: uploads on local disk are lost with the container and unseen by other replicas (ALLOW_LOCAL_UPLOADS=true keeps them on disk anyway)',
      });
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
    if (env.STORECOVE_API_KEY && !env.STORECOVE_LEGAL_ENTITY_ID) {
      ctx.addIssue({ code: 'custom', path: ['STORECOVE_LEGAL_ENTITY_ID'], message: 'Storecove needs the legal entity id e-invoices are sent from' });
    }
    if (env.NODE_ENV === 'production' && env.SEED_ON_START) {
      ctx.addIssue({ code: 'custom', path: ['SEED_ON_START'], message: 'demo data is never seeded in production' });
    }
  });

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'PUBLIC_BASE_URL' | 'BETTER_AUTH_SECRET' | 'SEED_ON_START' | 'SENTRY_ENVIRONMENT' | 'INTEGRATION_STAND_INS' | 'TOTP_ENCRYPTION_KEY' | 'TOTP_ENCRYPTION_KEY_PREVIOUS' | 'SHUTDOWN_DRAIN_SECONDS'
> & {
  PUBLIC_BASE_URL: string;
  /** the key new TOTP secrets are encrypted with (a development value outside production) */
  TOTP_ENCRYPTION_KEY: string;
  /** older keys secrets may still be encrypted with, until `pnpm secrets:rotate-totp-key` has run */
  TOTP_ENCRYPTION_KEY_PREVIOUS: string[];
  /** default: 5 in production, 0 elsewhere (Ctrl-C stops a development server at once) */
  SHUTDOWN_DRAIN_SECONDS: number;
  /** what production was allowed to run on anyway (ALLOW_EMBEDDED_DATABASE, ALLOW_LOCAL_UPLOADS), to warn about at start */
  productionWarnings: string[];
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
// Development only, like the one above: the authenticator apps' secrets of a development database.
const DEV_TOTP_KEY = 'valik-development-totp-key-not-for-production-use';

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
    TOTP_ENCRYPTION_KEY: env.TOTP_ENCRYPTION_KEY ?? DEV_TOTP_KEY,
    TOTP_ENCRYPTION_KEY_PREVIOUS: (env.TOTP_ENCRYPTION_KEY_PREVIOUS ?? '').split(',').map((k) => k.trim()).filter(Boolean),
    SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 5 : 0),
    productionWarnings: isProduction
      ? [
          ...(env.DATABASE_URL ? [] : [`ALLOW_EMBEDDED_DATABASE=true: the data is in ${resolve(env.DATA_DIR, 'pglite')} on this machine only; back it up and never run a second replica`]),
          ...(env.S3_BUCKET ? [] : [`ALLOW_LOCAL_UPLOADS=true: uploaded files are in ${resolve(env.DATA_DIR, 'uploads')} on this machine only; other replicas do not see them`]),
        ]
      : [],
    SEED_ON_START: env.SEED_ON_START ?? !isProduction,
    SENTRY_ENVIRONMENT: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    PUBLIC_SENTRY_DSN: env.PUBLIC_SENTRY_DSN ?? env.SENTRY_DSN,
    INTEGRATION_STAND_INS: env.INTEGRATION_STAND_INS ?? !isProduction,
    isProduction,
    uploadsDir: resolve(env.DATA_DIR, 'uploads'),
    pgliteDir: resolve(env.DATA_DIR, 'pglite'),
  };
}
