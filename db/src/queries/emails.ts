// The development mailbox (`emails`): newest first, optionally for one recipient.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { emails } from '../schema/index.ts';
import type { Email, NewEmail } from '../schema/index.ts';

export async function listEmails(db: Db, params: { to?: string | undefined; limit?: number } = {}): Promise<Email[]> {
  return db
    .select()
    .from(emails)
    .where(params.to ? sql`${emails.toAddress} = lower(${params.to})` : undefined)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(params.limit ?? 100);
}

export async function getEmail(db: Db, params: { id: number }): Promise<Email | null> {
  const [row] = await db.select().from(emails).where(eq(emails.id, params.id)).limit(1);
  return row ?? null;
}

/** Stores an e-mail in the dev mailbox; answers its id. */
export async function insertEmail(db: Db, values: Omit<NewEmail, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await db.insert(emails).values(values).returning({ id: emails.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
