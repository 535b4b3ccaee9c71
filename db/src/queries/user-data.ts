// A person's data: the export of everything that points at them ("download my data") and the
// erasure of their personal data when they delete their account.
import { and, eq, getTableColumns, getTableName, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db-type.ts';
import * as schema from '../schema/index.ts';
import {
  accountLocks,
  authUsers,
  authVerifications,
  chatMessages,
  cohortTeachers,
  cookieConsents,
  emails,
  feedbackSubmissions,
  schoolReps,
  students,
  teacherApplications,
  teachers,
  users,
} from '../schema/index.ts';

/** Columns never exported: credentials, session tokens, second-factor secrets, provider tokens. */
export const SECRET_COLUMNS = new Set([
  'password',
  'token',
  'secret',
  'backup_codes',
  'access_token',
  'refresh_token',
  'id_token',
  'code_hash',
]);

const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

interface PointingTable {
  table: PgTable;
  name: string;
  /** columns of `table` that reference users.id or auth_users.id */
  columns: { column: PgColumn; target: 'users' | 'auth_users' }[];
}

/** Every table with a foreign key to users.id or auth_users.id, and those columns (read from the schema). */
export function tablesPointingAtUsers(): PointingTable[] {
  const result: PointingTable[] = [];
  for (const table of ALL_TABLES) {
    const config = getTableConfig(table);
    const columns: PointingTable['columns'] = [];
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = getTableName(ref.foreignTable);
      if ((target === 'users' || target === 'auth_users') && ref.columns.length === 1 && ref.columns[0]) {
        columns.push({ column: ref.columns[0], target });
      }
    }
    if (columns.length > 0) result.push({ table, name: config.name, columns });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function exportRow(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const columns = getTableColumns(table);
  for (const [key, value] of Object.entries(row)) {
    const name = columns[key]?.name ?? snake(key);
    if (SECRET_COLUMNS.has(name)) continue;
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export interface UserDataExport {
  exported_at: string;
  user: Record<string, unknown>;
  /** rows of every table that points at the user, by SQL table name */
  tables: Record<string, Record<string, unknown>[]>;
}

/** Everything stored about a user, secrets left out, keys snake_case like the JSON API. */
export async function exportUserData(db: Db, params: { userId: number; now?: Date }): Promise<UserDataExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, params.userId)).limit(1);
  if (!user) return null;
  const tables: UserDataExport['tables'] = {};
  for (const { table, name, columns } of tablesPointingAtUsers()) {
    const conditions: SQL[] = [];
    for (const { column, target } of columns) {
      if (target === 'users') conditions.push(eq(column, user.id));
      else if (user.authId) conditions.push(eq(column, user.authId));
    }
    const rows = conditions.length ? await db.select().from(table).where(or(...conditions)) : [];
    tables[name] = rows.map((row) => exportRow(table, row as Record<string, unknown>));
  }
  if (user.authId) {
    const [identity] = await db.select().from(authUsers).where(eq(authUsers.id, user.authId));
    tables[getTableName(authUsers)] = identity ? [exportRow(authUsers, identity)] : [];
  }
  // Chat-bot messages point at the person through their chat-community id, not a foreign key.
  tables[getTableName(chatMessages)] = user.discordUserId
    ? (await db.select().from(chatMessages).where(eq(chatMessages.discordUserId, user.discordUserId))).map((r) => exportRow(chatMessages, r))
    : [];
  return { exported_at: (params.now ?? new Date()).toISOString(), user: exportRow(users, user), tables };
}

export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * Erases a user's personal data and sign-in identity, keeping the users row as a pseudonymous anchor
 * (id and role only, `deleted_at` set) so invoices, payments, registrations and history keep their link.
 * Run inside a transaction. Returns what the caller must still clean up outside the database.
 */
export async function erasePersonalData(db: Db, params: { userId: number; now?: Date }): Promise<{ avatar: string | null } | null> {
  const now = params.now ?? new Date();
  const [user] = await db.select().from(users).where(eq(users.id, params.userId)).limit(1);
  if (!user || user.deletedAt) return null;
  if (user.authId) {
    // Sessions, credentials and factors go with the identity (ON DELETE CASCADE).
    await db.delete(authVerifications).where(eq(authVerifications.value, user.authId));
    await db.delete(authUsers).where(eq(authUsers.id, user.authId));
  }
  await db
    .delete(authVerifications)
    .where(and(sql`${authVerifications.identifier} LIKE 'magic-link:%'`, sql`${authVerifications.value} ILIKE ${`%"email":"${user.email.toLowerCase()}"%`}`));
  // Failed sign-in and factor counts (keys of api/src/accounts/account-locks.ts): the address is their key.
  const lockKeys = [`email:${user.email.trim().toLowerCase()}`, ...(user.authId ? [`factor:${user.authId}`] : [])];
  await db.delete(accountLocks).where(inArray(accountLocks.key, lockKeys));
  await db.delete(cookieConsents).where(eq(cookieConsents.userId, user.id));
  await db.delete(students).where(eq(students.userId, user.id));
  await db.delete(teachers).where(eq(teachers.userId, user.id));
  await db.delete(schoolReps).where(eq(schoolReps.userId, user.id));
  await db.delete(cohortTeachers).where(eq(cohortTeachers.teacherUserId, user.id));
  await db.delete(teacherApplications).where(eq(teacherApplications.userId, user.id));
  await db.delete(emails).where(or(eq(emails.userId, user.id), eq(emails.toAddress, user.email.toLowerCase())));
  if (user.discordUserId) await db.delete(chatMessages).where(eq(chatMessages.discordUserId, user.discordUserId));
  // Feedback stays for the course statistics, no longer linked to the person.
  await db.update(feedbackSubmissions).set({ userId: null }).where(eq(feedbackSubmissions.userId, user.id));
  await db
    .update(users)
    .set({
      firstName: '',
      lastName: '',
      email: `deleted-${user.id}@${DELETED_EMAIL_DOMAIN}`,
      authId: null,
      metadata: { deleted: true },
      accessToken: null,
      phoneNumber: null,
      avatar: null,
      discordUserId: null,
      discordUsername: null,
      classroomEmail: null,
      permissions: [],
      language: null,
      deletedAt: now,
    })
    .where(eq(users.id, user.id));
  return { avatar: user.avatar };
}
