// better-auth 1.7 tables (core user/session/account/verification + the twoFactor plugin, + the
// phoneNumber plugin's user fields). better-auth generates string ids, so ids here are text.
// Property names are what better-auth addresses (its drizzle adapter checks them at start-up);
// column names are snake_case like the rest of the database.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './_columns.ts';

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(), // display name given at sign-up
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  twoFactorEnabled: boolean('two_factor_enabled').default(false), // twoFactor plugin
  phoneNumber: text('phone_number').unique(), // phoneNumber plugin (phone factor)
  phoneNumberVerified: boolean('phone_number_verified'), // phoneNumber plugin
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    // Session assurance level (product-spec §4): aal1 after the first factor (password or e-mail link),
    // aal2 once a verified second factor has been passed in this session. A session of a user with a
    // verified factor is useless to the API until it is aal2.
    aal: text('aal').notNull().default('aal1'),
    // When the person last proved it was them again in this session (password, and the second factor
    // when one is on): a sensitive change needs this or the sign-in within the last minutes (ADR 017).
    reauthenticatedAt: tstz('reauthenticated_at'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId), check('auth_sessions_aal_check', sql`${t.aal} IN ('aal1', 'aal2')`)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(), // the provider's id for the user ('credential' accounts: the user id)
    providerId: text('provider_id').notNull(), // 'credential' for e-mail + password
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'), // password hash (credential accounts only)
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(), // e-mail or purpose key the value belongs to
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

// Unused: better-auth's twoFactor plugin allows one TOTP per user without names or replay protection.
// Second factors live in auth_factors (accounts.ts); see docs/decisions/004-own-second-factors.md.
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(), // encrypted TOTP secret
    backupCodes: text('backup_codes').notNull(), // encrypted backup codes
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: tstz('locked_until'),
  },
  (t) => [index('auth_two_factors_secret_idx').on(t.secret), index('auth_two_factors_user_id_idx').on(t.userId)],
);

/** Pass as `drizzleAdapter(db, { provider: 'pg', schema: authSchema })`: keys are better-auth model names. */
export const authSchema = {
  user: authUsers,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
  twoFactor: authTwoFactors,
};
