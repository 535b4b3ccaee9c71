// The development mailbox (`emails`): newest first, optionally for one recipient.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { emails } from '../schema/index.ts';
import type { Email } from '../schema/index.ts';

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
