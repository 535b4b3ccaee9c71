import { resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths.ts';

// Configuration is read here and only here. A bad value stops start-up with a readable message.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
    // E-mail: Resend when a key is set (required in production), else the dev mailbox in the database.
    RESEND_API_KEY: z.string().regex(/^re_\w+/, 'must be a Resend API key (re_…)').optional(),
    MAIL_FROM: z.string().min(3).default('Valik <noreply@valik.ee>'),
    // Behind a reverse proxy that sets X-Forwarded-For: trust its last hop as the client address.
    TRUST_PROXY: booleanFlag.default(false),
    // SMS for the phone second factor: off unless a provider is configured (then the factor is offered).
    SMS_PROVIDER: z.enum(['twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC\w+$/, 'must be a Twilio account SID (AC…)').optional(),
    TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
    TWILIO_FROM: z.string().regex(/^\+\d{6,15}$/, 'must be an E.164 phone number').optional(),
  })
  .superRefine((env, ctx) => {
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
    if (env.NODE_ENV === 'production' && env.SEED_ON_START) {
      ctx.addIssue({ code: 'custom', path: ['SEED_ON_START'], message: 'demo data is never seeded in production' });
    }
  });

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_BASE_URL' | 'BETTER_AUTH_SECRET' | 'SEED_ON_START'> & {
  PUBLIC_BASE_URL: string;
  BETTER_AUTH_SECRET: string;
  SEED_ON_START: boolean;
  isProduction: boolean;
  uploadsDir: string;
  pgliteDir: string;
};

// Development only: a fixed secret so sessions survive restarts. Production must configure its own.
const DEV_AUTH_SECRET = 'valik-development-secret-not-for-production-use';

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
    isProduction,
    uploadsDir: resolve(env.DATA_DIR, 'uploads'),
    pgliteDir: resolve(env.DATA_DIR, 'pglite'),
  };
}
