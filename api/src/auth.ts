import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import { authDatabaseAdapter } from '@valik/db/auth-adapter';
import type { Db } from '@valik/db/client';
import { clearAccountFailures, consumeRateLimit, getUserByAuthId, getUserByEmail, markEmailVerified, pruneRateLimits } from '@valik/db/queries';
import { langCookieOf, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resolveLanguage, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import type { Env } from './env.ts';
import { CLIENT_ADDRESS_HEADER } from './lib/client-address.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { sendEmail } from './mail/send-email.ts';
import { emailLockKey } from './accounts/account-locks.ts';
import { syncProductEmail } from './accounts/sync-product-email.ts';

/** What better-auth's callbacks need: the database, configuration, and the services the composition root made. */
export interface AuthServices {
  db: Db;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** the time rate limits are reckoned by */
  clock: () => Date;
}

export interface AuthOptions {
  /** request rate limits; on unless a test turns them off (and tests of the limits turn them on) */
  rateLimit?: boolean;
}

/**
 * Session lifetime (ADR 017): three days without use end it; use (the portal's refresh while visible)
 * slides that end, hourly. The absolute lifetime by role (domain/sessions.ts) is enforced on every read
 * by `readSession` (middleware/allow.ts), which ends an outlived session however recently it was used.
 */
export const SESSION_EXPIRES_IN = SESSION_IDLE_SECONDS;
export const SESSION_UPDATE_AGE = SESSION_REFRESH_SECONDS;
export const RESET_LINK_SECONDS = 60 * 60;
export const MAGIC_LINK_SECONDS = 15 * 60;

/**
 * Per-address limits of better-auth's endpoints (path after /api/auth). Generous enough for a
 * classroom behind one school address; the per-account lock is what stops guessing one password.
 */
export const AUTH_RATE_LIMITS: Record<string, { window: number; max: number }> = {
  '/sign-in/email': { window: 60, max: 60 },
  '/sign-in/magic-link': { window: 60, max: 10 },
  '/magic-link/verify': { window: 60, max: 20 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/verify-email': { window: 60, max: 20 },
};

/** Language of an e-mail sent from a better-auth callback: the person's saved choice, else the request's. */
function languageOf(saved: string | null | undefined, request: Request | undefined): Lang {
  const cookie = langCookieOf(request?.headers.get('cookie'));
  return resolveLanguage({ userLanguage: saved, cookie, acceptLanguage: request?.headers.get('accept-language') ?? null });
}

/**
 * better-auth owns identities, credentials and sessions (its tables live beside ours; `users.auth_id`
 * links a product user to its identity). Roles and permissions stay on the product `users` row.
 * Only the endpoints in routes/auth-provider are reachable over HTTP; sign-up, factors and the own
 * account go through /api/v1 (see docs/decisions/004 and 005).
 */
export function createAuth(services: AuthServices, options: AuthOptions = {}) {
  const { db, env, logger } = services;
  const base = env.PUBLIC_BASE_URL;

  const auth = betterAuth({
    appName: 'Valik',
    baseURL: base,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [base],
    database: authDatabaseAdapter(db),
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      additionalFields: {
        aal: { type: 'string', required: false, defaultValue: 'aal1', input: false },
        reauthenticatedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // The link goes straight to the portal page (the token stays out of request paths and logs).
      sendResetPassword: async ({ user, token }, request) => {
        const product = await getUserByAuthId(db, { authId: user.id });
        if (!product || product.deletedAt) return;
        await sendEmail(db, services.mailer, {
          template: 'resetPassword',
          to: user.email,
          lang: languageOf(product.language, request),
          data: { name: product.firstName, url: `${base}/auth/update-password?token=${encodeURIComponent(token)}` },
          userId: product.id,
        });
      },
      // A reset link proves the inbox: the address counts as verified and any sign-in lock is lifted.
      onPasswordReset: async ({ user }) => {
        await markEmailVerified(db, { authUserId: user.id });
        await clearAccountFailures(db, { key: emailLockKey(user.email) });
      },
    },
    emailVerification: {
      sendOnSignUp: false, // our sign-up sends it (api/src/accounts/create-student-account.ts)
      sendOnSignIn: true, // signing in unverified sends a fresh link
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        const product = await getUserByAuthId(db, { authId: user.id });
        if (!product || product.deletedAt) return;
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/auth/login?verified=1');
        await sendEmail(db, services.mailer, {
          template: 'verifyEmail',
          to: user.email,
          lang: languageOf(product.language, request),
          data: { name: product.firstName, url: link.toString() },
          userId: product.id,
        });
      },
    },
    // A confirmed e-mail change (the link of api/src/accounts/change-email.ts, answered by
    // /verify-email) moves the identity's address; the product user follows.
    databaseHooks: {
      user: {
        update: {
          after: async (user) => {
            if (typeof user.email === 'string' && user.email) await syncProductEmail(db, { authUserId: user.id, email: user.email });
          },
        },
      },
    },
    plugins: [
      magicLink({
        disableSignUp: true, // sign-up needs names and the terms: /auth/signup
        storeToken: 'hashed',
        expiresIn: MAGIC_LINK_SECONDS,
        // Answered the same whether or not the address has an account; only an account gets a link.
        sendMagicLink: async ({ email, url }, ctx) => {
          const product = await getUserByEmail(db, { email });
          if (!product || product.deletedAt || !product.authId) return;
          await sendEmail(db, services.mailer, {
            template: 'magicLink',
            to: product.email,
            lang: languageOf(product.language, ctx?.request),
            data: { url },
            userId: product.id,
          });
        },
      }),
    ],
    rateLimit: {
      enabled: options.rateLimit ?? true,
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
      customStorage: {
        consume: async (key, rule) => {
          const now = services.clock();
          if (Math.random() < 0.01) await pruneRateLimits(db, { olderThan: new Date(now.getTime() - 24 * 3600 * 1000) });
          const decision = await consumeRateLimit(db, { key: `auth:${key}`, windowSeconds: rule.window, max: rule.max, now });
          return { allowed: decision.allowed, retryAfter: decision.retryAfter };
        },
      },
    },
    advanced: {
      cookiePrefix: 'valik',
      useSecureCookies: env.isProduction,
      database: { generateId: () => crypto.randomUUID() },
      // Set by routes/auth-provider from the socket (or the trusted proxy), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // E-mails after reset and link requests leave the response alone, so its timing tells nothing.
      backgroundTasks: { handler: (promise) => services.tasks.run('auth-callback', () => promise) },
    },
    // Messages only: better-auth's extra arguments can carry request data.
    logger: {
      level: 'warn',
      log: (level, message) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ source: 'better-auth' }, message);
      },
    },
    telemetry: { enabled: false },
  });
  return Object.assign(auth, { rateLimitEnabled: options.rateLimit ?? true });
}

export type Auth = ReturnType<typeof createAuth>;
