// Gift cards (issue 7 item 5): a promotion_codes row with a prepaid value (prepaid_cents) that an admin
// issues and one student redeems once on an unpaid personal invoice (ADR 010). Writes run in the caller's
// transaction; the code row is locked so two redemptions of one card serialise and the second sees it used.
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { invoices, promotionCodes, users } from '../schema/index.ts';
import type { Invoice } from '../schema/index.ts';
import { orderOf, type ListPage, type ListParams } from './manage/_list.ts';
import type { PromotionCodeRow } from './passes.ts';

/** A new gift card; null when the name is taken (the caller draws another). */
export async function insertGiftCard(db: Db, params: { name: string; prepaidCents: number }): Promise<PromotionCodeRow | null> {
  const [row] = await db
    .insert(promotionCodes)
    .values({ name: params.name, prepaidCents: params.prepaidCents, userId: null, stripeId: null })
    .onConflictDoNothing({ target: promotionCodes.name })
    .returning();
  return row ?? null;
}

/** The gift card a student typed (any case), locked for the caller's transaction; null if no such gift card. */
export async function lockGiftCardByName(tx: Db, params: { name: string }): Promise<PromotionCodeRow | null> {
  const [row] = await tx
    .select()
    .from(promotionCodes)
    .where(and(sql`upper(${promotionCodes.name}) = upper(${params.name})`, isNotNull(promotionCodes.prepaidCents)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Marks an unused gift card redeemed by `userId`; false when it was already used (nothing changes). */
export async function markGiftCardRedeemed(tx: Db, params: { id: number; userId: number; now: Date }): Promise<boolean> {
  const rows = await tx
    .update(promotionCodes)
    .set({ redeemedUserIds: sql`ARRAY[${params.userId}::integer]`, updatedAt: params.now })
    .where(and(eq(promotionCodes.id, params.id), isNotNull(promotionCodes.prepaidCents), sql`cardinality(${promotionCodes.redeemedUserIds}) = 0`))
    .returning({ id: promotionCodes.id });
  return rows.length > 0;
}

/** One invoice, locked for the caller's transaction. */
export async function lockInvoice(tx: Db, params: { id: number }): Promise<Invoice | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, params.id)).for('update');
  return row ?? null;
}

/** A gift card's value taken off an invoice: the new total, lines and status (PAID when nothing is left). */
export async function applyGiftCardToInvoice(
  tx: Db,
  params: { invoice: Invoice; amount: number; metadata: Record<string, unknown>; now: Date },
): Promise<Invoice> {
  const paid = params.amount === 0;
  const [row] = await tx
    .update(invoices)
    .set({ amount: params.amount, metadata: params.metadata, ...(paid ? { status: 'PAID' as const, paidAt: params.now } : {}), updatedAt: params.now })
    .where(and(eq(invoices.id, params.invoice.id), eq(invoices.status, 'UNPAID')))
    .returning();
  if (!row) throw new Error(`invoice ${params.invoice.id} is no longer unpaid`);
  return row;
}

// ---- the console's list ----

export interface GiftCardFilter {
  ids?: number[] | undefined;
  redeemed?: boolean | undefined;
}
export type GiftCardSortField = 'id' | 'createdAt' | 'prepaidCents';
export type GiftCardRow = PromotionCodeRow & { redeemedByName: string | null };

function whereOf(filter: GiftCardFilter): SQL {
  const conditions: SQL[] = [isNotNull(promotionCodes.prepaidCents) as SQL];
  if (filter.ids) conditions.push(inArray(promotionCodes.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.redeemed !== undefined) conditions.push(sql`(cardinality(${promotionCodes.redeemedUserIds}) > 0) = ${filter.redeemed}`);
  return and(...conditions) as SQL;
}

const SORT = { id: promotionCodes.id, createdAt: promotionCodes.createdAt, prepaidCents: promotionCodes.prepaidCents } as const;

export async function listGiftCards(db: Db, params: ListParams<GiftCardFilter, GiftCardSortField>): Promise<ListPage<GiftCardRow>> {
  const where = whereOf(params.filter);
  const rows = await db
    .select({ code: promotionCodes, firstName: users.firstName, lastName: users.lastName })
    .from(promotionCodes)
    .leftJoin(users, sql`${users.id} = ${promotionCodes.redeemedUserIds}[1]`)
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, promotionCodes.id))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(promotionCodes).where(where);
  return {
    rows: rows.map((r) => ({ ...r.code, redeemedByName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim() })),
    total: total?.n ?? 0,
  };
}
