// Our side of sign-in security: second factors and their challenges (product-spec §3 "factors"),
// request rate limits and per-account locks. better-auth's own tables are in auth.ts.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './_columns.ts';
import { authUsers } from './auth.ts';

export const FACTOR_TYPES = ['totp', 'phone'] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];
export const factorType = pgEnum('factor_type', FACTOR_TYPES);

export const FACTOR_STATUSES = ['unverified', 'verified'] as const;
export type FactorStatus = (typeof FACTOR_STATUSES)[number];
export const factorStatus = pgEnum('factor_status', FACTOR_STATUSES);

/** A second factor of a sign-in identity: an authenticator app (TOTP) or a phone that receives codes. */
export const authFactors = pgTable(
  'auth_factors',
  {
    id: text('id').primaryKey(), // uuid, like the other auth ids
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    factorType: factorType('factor_type').notNull(),
    status: factorStatus('status').notNull().default('unverified'), // verified once a code was accepted
    friendlyName: text('friendly_name').notNull(), // the user's name for it, e.g. "Telefon"
    secret: text('secret'), // TOTP secret, encrypted with the auth secret; null for phone factors
    phone: text('phone'), // E.164 number of a phone factor
    // The last accepted TOTP time step: a code is accepted only for a later step, so each works once.
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    unique('auth_factors_user_id_friendly_name_key').on(t.userId, t.friendlyName),
    index('auth_factors_user_id_idx').on(t.userId),
    check('auth_factors_secret_or_phone', sql`(${t.factorType} = 'totp' AND ${t.secret} IS NOT NULL) OR (${t.factorType} = 'phone' AND ${t.phone} IS NOT NULL)`),
  ],
);

/** One attempt to pass a factor: verify answers with its id. Phone challenges carry the sent code's hash. */
export const authFactorChallenges = pgTable(
  'auth_factor_challenges',
  {
    id: text('id').primaryKey(), // uuid: the challenge_id of the verify call
    factorId: text('factor_id')
      .notNull()
      .references(() => authFactors.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'), // SHA-256 of the code sent by SMS; null for TOTP
    expiresAt: tstz('expires_at').notNull(),
    verifiedAt: tstz('verified_at'), // set once: a challenge is answered at most once
    ipAddress: text('ip_address'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_factor_challenges_factor_id_idx').on(t.factorId)],
);

/**
 * One-time recovery codes of an identity with an authenticator app, for when the phone is lost: shown
 * once when made, kept only as an HMAC (with the auth secret), and each one passes the second factor once.
 */
export const authRecoveryCodes = pgTable(
  'auth_recovery_codes',
  {
    id: text('id').primaryKey(), // uuid
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(), // HMAC-SHA256 of the code; never the code itself
    usedAt: tstz('used_at'), // set once: the code works once
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('auth_recovery_codes_user_id_code_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Fixed-window request counters keyed by "client address|action" (better-auth's limiter uses this
 * table through its customStorage, and so do our own routes), so every replica sees the same counts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
});

/**
 * Failed sign-in or factor attempts per account ("email:<lower-case e-mail>" or "factor:<auth user id>").
 * Kept per e-mail address whether or not an account exists, so a lock never reveals that one does.
 */
export const accountLocks = pgTable('account_locks', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: tstz('first_failure_at').notNull().defaultNow(),
  lockedUntil: tstz('locked_until'),
});
