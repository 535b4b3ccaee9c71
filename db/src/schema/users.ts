// The product user (role, profile) and its role profiles: school reps, students, teachers.
// Sign-in identities live in auth.ts; users.auth_id links the two.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { authUsers } from './auth.ts';
import { uiLanguage, userRole } from './enums.ts';
import { schools } from './schools.ts';

/** users.metadata: where the account came from (session user: metadata.provider, metadata.ip_address). */
export interface UserMetadata {
  provider?: string;
  ip_address?: string;
  [key: string]: unknown;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Kept when the sign-in identity goes (SET NULL): the product row, its invoices and history stay.
    authId: text('auth_id').references(() => authUsers.id, { onDelete: 'set null' }),
    role: userRole('role').notNull().default('STUDENT'),
    email: text('email').notNull(), // unique case-insensitively (index below)
    metadata: jsonb('metadata').$type<UserMetadata>().notNull().default({}),
    // The spec's product-specific access token (an external LMS / service token); never sent to clients.
    accessToken: text('access_token'),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'), // URL of the uploaded avatar
    discordUserId: text('discord_user_id'), // chat-community account, set when connected (unique)
    discordUsername: text('discord_username'), // its name at connection time, shown on the profile
    classroomEmail: text('classroom_email'), // Gmail address used in the classroom service
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`), // finer permissions
    language: uiLanguage('language'), // preferred interface language; null = Estonian default
    // Set when the person deleted their account: the row stays as a pseudonymous anchor for the invoices,
    // payments and history that accounting keeps, with every personal field erased.
    deletedAt: tstz('deleted_at'),
    // Secret of the personal calendar feed URL (/api/v1/calendar/{token}.ics), so calendar apps subscribe without cookies.
    calendarToken: text('calendar_token').unique('users_calendar_token_key'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_auth_id_key').on(t.authId),
    index('users_role_idx').on(t.role),
    // the console's user list (deleted accounts are not listed) sorts by name or by newest: partial, so a
    // page, even a deep one, is an index-only scan (migration 0017)
    index('users_live_last_name_id_idx').on(t.lastName, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('users_live_created_at_id_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} IS NULL`),
    // one Valik account per Discord account: the bot finds the student by it
    uniqueIndex('users_discord_user_id_key').on(t.discordUserId),
    // the console's user search (ILIKE '%…%' on the full name and the e-mail): trigram indexes
    // (pg_trgm, created by the migration; PGlite loads it as an extension)
    index('users_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const schoolReps = pgTable(
  'school_reps',
  {
    id: id(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [unique('school_reps_school_id_user_id_key').on(t.schoolId, t.userId), index('school_reps_user_id_idx').on(t.userId)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    // A student outlives their school's row (SET NULL): they become a private student.
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .unique('students_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    lwUserId: text('lw_user_id'), // user id in the external LMS (LearnWorlds)
    favoritedCourses: integer('favorited_courses').array().notNull().default(sql`'{}'::integer[]`), // course ids
    ...timestamps(),
  },
  (t) => [index('students_school_id_idx').on(t.schoolId)],
);

export const teachers = pgTable(
  'teachers',
  {
    id: id(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .unique('teachers_user_id_key')
      .references(() => users.id, { onDelete: 'cascade' }),
    lwUserId: text('lw_user_id'), // user id in the external LMS (LearnWorlds)
    shortDescription: text('short_description'), // public bio on course pages
    ...timestamps(),
  },
  (t) => [index('teachers_school_id_idx').on(t.schoolId)],
);
