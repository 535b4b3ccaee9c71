// Passes (card subscriptions) and promotion codes (issue 7 items 4 and 5).
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, passCheckouts, promotionCodes, subscriptions } from '../schema/index.ts';
import type { SubscriptionType } from '../enum-values.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PromotionCodeRow = typeof promotionCodes.$inferSelect;
export type PassCheckoutRow = typeof passCheckouts.$inferSelect;

/** The row of a provider subscription, created on the first event that names it; locked for the caller's transaction. */
export async function lockOrCreateSubscription(
  tx: Db,
  params: { subscriptionId: string; userId: number; type: SubscriptionType },
): Promise<{ row: SubscriptionRow; created: boolean }> {
  const inserted = await tx
    .insert(subscriptions)
    .values({ subscriptionId: params.subscriptionId, userId: params.userId, type: params.type, active: false })
    .onConflictDoNothing({ target: subscriptions.subscriptionId })
    .returning({ id: subscriptions.id });
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.subscriptionId, params.subscriptionId)).for('update');
  if (!row) throw new Error(`subscription ${params.subscriptionId} vanished`);
  return { row, created: inserted.length > 0 };
}

export async function updateSubscription(tx: Db, params: { id: number; changes: Partial<typeof subscriptions.$inferInsert> }): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...params.changes, updatedAt: new Date() })
    .where(eq(subscriptions.id, params.id))
    .returning();
  if (!row) throw new Error(`subscription ${params.id} not found`);
  return row;
}

/** The row of a provider subscription, or null when no event has named it yet. `lock` takes its row lock. */
export async function getSubscriptionByProviderId(db: Db, params: { subscriptionId: string; lock?: boolean }): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, params.subscriptionId));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A subscription row by its id, locked for the caller's transaction (null when there is none). */
export async function lockSubscription(tx: Db, params: { id: number }): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, params.id)).for('update');
  return row ?? null;
}

/** The student's pass: the newest active one, else the newest ended one (or null). `lock` takes its row lock. */
export async function getCurrentPass(db: Db, params: { userId: number; lock?: boolean }): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, params.userId))
    .orderBy(desc(subscriptions.active), desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Registrations the pass paid for since `since` that still stand (a canceled one gives its place back). */
export async function countPassCoveredRegistrations(tx: Db, params: { userId: number; subscriptionRowId: number; since: Date }): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(cohortParticipants)
    .where(
      and(
        eq(cohortParticipants.userId, params.userId),
        eq(cohortParticipants.passSubscriptionId, params.subscriptionRowId),
        ne(cohortParticipants.status, 'CANCELED'),
        gte(cohortParticipants.createdAt, params.since),
      ),
    );
  return row?.n ?? 0;
}

export async function getPromotionCodeOfUser(db: Db, params: { userId: number }): Promise<PromotionCodeRow | null> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.userId, params.userId))
    .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
    .limit(1);
  return row ?? null;
}

export async function getPromotionCodeByName(db: Db, params: { name: string }): Promise<PromotionCodeRow | null> {
  const [row] = await db
    .select()
    .from(promotionCodes)
    .where(sql`upper(${promotionCodes.name}) = upper(${params.name})`)
    .limit(1);
  return row ?? null;
}

/** Inserts a code; null when the name is taken (the caller picks another). */
export async function insertPromotionCode(
  db: Db,
  values: { userId: number | null; name: string; stripeId: string | null },
): Promise<PromotionCodeRow | null> {
  const [row] = await db.insert(promotionCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Records that a user redeemed a code (by the provider's id): once per user, never the owner. True when recorded now. */
export async function recordPromotionRedemption(tx: Db, params: { stripeId: string; userId: number }): Promise<boolean> {
  const rows = await tx
    .update(promotionCodes)
    .set({ redeemedUserIds: sql`array_append(${promotionCodes.redeemedUserIds}, ${params.userId}::integer)`, updatedAt: new Date() })
    .where(
      and(
        eq(promotionCodes.stripeId, params.stripeId),
        sql`NOT (${params.userId}::integer = ANY(${promotionCodes.redeemedUserIds}))`,
        sql`${promotionCodes.userId} IS DISTINCT FROM ${params.userId}::integer`,
      ),
    )
    .returning({ id: promotionCodes.id });
  return rows.length > 0;
}

/** The student's OPEN pass checkout, if any (at most one: pass_checkouts_open_key). */
export async function findOpenPassCheckout(db: Db, params: { userId: number }): Promise<PassCheckoutRow | null> {
  const [row] = await db
    .select()
    .from(passCheckouts)
    .where(and(eq(passCheckouts.userId, params.userId), eq(passCheckouts.status, 'OPEN')))
    .limit(1);
  return row ?? null;
}

/** Opens a pass checkout; null when the student already has an OPEN one (a concurrent click won). */
export async function insertPassCheckout(
  db: Db,
  params: { userId: number; type: SubscriptionType; promotionCodeId: string | null; expiresAt: Date },
): Promise<PassCheckoutRow | null> {
  const [row] = await db
    .insert(passCheckouts)
    .values(params)
    .onConflictDoNothing({ target: passCheckouts.userId, where: sql`${passCheckouts.status} = 'OPEN'` })
    .returning();
  return row ?? null;
}

/** Stores the provider's session of an OPEN pass checkout once (the first answer wins); returns the row as stored. */
export async function setPassCheckoutSession(db: Db, params: { id: number; providerSessionId: string; checkoutUrl: string }): Promise<PassCheckoutRow | null> {
  await db
    .update(passCheckouts)
    .set({ providerSessionId: params.providerSessionId, checkoutUrl: params.checkoutUrl, updatedAt: new Date() })
    .where(and(eq(passCheckouts.id, params.id), sql`${passCheckouts.checkoutUrl} IS NULL`));
  const [row] = await db.select().from(passCheckouts).where(eq(passCheckouts.id, params.id));
  return row ?? null;
}

/** Closes the student's OPEN pass checkout (a pass came of it: COMPLETED; replaced or timed out: EXPIRED). */
export async function closePassCheckouts(db: Db, params: { userId: number; status: 'COMPLETED' | 'EXPIRED'; id?: number }): Promise<PassCheckoutRow[]> {
  return db
    .update(passCheckouts)
    .set({ status: params.status, updatedAt: new Date() })
    .where(and(eq(passCheckouts.userId, params.userId), eq(passCheckouts.status, 'OPEN'), params.id === undefined ? undefined : eq(passCheckouts.id, params.id)))
    .returning();
}

/** The student's other active passes than `exceptId` (a second one is a duplicate to end). */
export async function listOtherActivePasses(db: Db, params: { userId: number; exceptId: number }): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, params.userId), eq(subscriptions.active, true), sql`${subscriptions.id} <> ${params.exceptId}`))
    .orderBy(subscriptions.id);
}

/** Active passes that have an older active pass of the same student beside them (duplicates to end). */
export async function listDuplicateActivePasses(db: Db): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.active, true),
        sql`EXISTS (SELECT 1 FROM ${subscriptions} AS older WHERE older.user_id = ${subscriptions.userId} AND older.active AND older.id < ${subscriptions.id})`,
      ),
    )
    .orderBy(subscriptions.id);
}
