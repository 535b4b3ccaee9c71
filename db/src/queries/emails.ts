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

/**
 * Stores an e-mail in the dev mailbox; answers its id. With an idempotency key already stored (a repeated
 * send, as Resend's Idempotency-Key makes it), nothing new is stored and the first e-mail's id is answered.
 */
export async function insertEmail(db: Db, values: Omit<NewEmail, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await db.insert(emails).values(values).onConflictDoNothing({ target: emails.idempotencyKey }).returning({ id: emails.id });
  if (row) return row.id;
  const [first] = values.idempotencyKey ? await db.select({ id: emails.id }).from(emails).where(eq(emails.idempotencyKey, values.idempotencyKey)) : [];
  if (!first) throw new Error('insert returned no row');
  return first.id;
}
