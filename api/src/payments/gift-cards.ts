// Gift cards (issue 7 item 5, ADR 010): an admin issues a code with a prepaid value; a student redeems it
// once on one of their UNPAID personal invoices. The value comes off the invoice as a line of its own; an
// invoice with nothing left is PAID. Redemption runs under the cohort lock (the same one "Pay now" takes,
// start-checkout.ts), refuses while a payment of the invoice is open (the provider would charge the old
// total), and locks the code row, so a card is used once however many students try it at once.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../lib/context.ts';
import type { Invoice } from '@valik/db/schema';
import {
  applyGiftCardToInvoice,
  findLiveCheckout,
  getInvoice,
  insertGiftCard,
  invoiceLines,
  lockCohortForUpdate,
  lockGiftCardByName,
  lockInvoice,
  logActivity,
  mailNotice,
  markGiftCardRedeemed,
  type PromotionCodeRow,
} from '@valik/db/queries';
import { GIFT_CARD_MESSAGES, giftCardApplies, giftCardName } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { INVOICE_NOT_FOUND } from '../invoices/invoice-documents.ts';

/** Issues a gift card with a fresh code (the admin console). */
export async function issueGiftCard(deps: Pick<AppDeps, 'db'>, input: { prepaidCents: number }): Promise<PromotionCodeRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertGiftCard(deps.db, { name: giftCardName(randomBytes(8)), prepaidCents: input.prepaidCents });
    if (row) return row;
  }
  throw new Error('could not find a free gift card code');
}

export interface RedeemedGiftCard {
  invoice: Invoice;
  appliedCents: number;
  code: string;
}

export async function redeemGiftCard(deps: WorkDeps, input: { userId: number; invoiceId: number; code: string }): Promise<RedeemedGiftCard> {
  const code = input.code.trim();
  const now = deps.clock();
  return unitOfWork(deps, async (tx) => {
    const first = await getInvoice(tx, { id: input.invoiceId });
    // someone else's invoice reads as missing
    if (!first || first.userId !== input.userId) throw new ApiError('NOT_FOUND', INVOICE_NOT_FOUND);
    const cohortId = Number(first.metadata.cohort_id);
    if (first.schoolId !== null || !Number.isSafeInteger(cohortId)) throw new ApiError('CONFLICT', GIFT_CARD_MESSAGES.invoiceNotPayable);
    await lockCohortForUpdate(tx, { cohortId });
    const invoice = await lockInvoice(tx, { id: first.id });
    if (!invoice || invoice.status !== 'UNPAID' || invoice.amount <= 0 || invoice.schoolId !== null) {
      throw new ApiError('CONFLICT', GIFT_CARD_MESSAGES.invoiceNotPayable);
    }
    const live = await findLiveCheckout(tx, { userId: input.userId, cohortId });
    if (live && (live.status === 'PROCESSING' || live.expiresAt.getTime() > now.getTime())) throw new ApiError('CONFLICT', GIFT_CARD_MESSAGES.paymentOpen);
    const card = await lockGiftCardByName(tx, { name: code });
    if (!card || card.prepaidCents === null) throw new ApiError('VALIDATION_FAILED', GIFT_CARD_MESSAGES.unknown);
    if (card.redeemedUserIds.length > 0 || !(await markGiftCardRedeemed(tx, { id: card.id, userId: input.userId, now }))) {
      throw new ApiError('CONFLICT', GIFT_CARD_MESSAGES.used);
    }
    const applied = giftCardApplies(card.prepaidCents, invoice.amount);
    const amount = invoice.amount - applied;
    const lines = [
      ...(invoiceLines(invoice) as unknown as Record<string, unknown>[]),
      { course_name: `Kinkekaart / Gift card ${card.name}`, gift_card: card.name, amount: -applied },
    ];
    const updated = await applyGiftCardToInvoice(tx, {
      invoice,
      amount,
      metadata: { ...invoice.metadata, lines, gift_card: { code: card.name, prepaid_cents: card.prepaidCents, applied_cents: applied, redeemed_at: now.toISOString() } },
      now,
    });
    if (updated.status === 'PAID') {
      await logActivity(tx, {
        type: 'COHORT_PAYMENT',
        userId: input.userId,
        cohortId,
        actorUserId: input.userId,
        metadata: { invoice_id: invoice.id, gift_card: card.name, amount: applied, ...mailNotice('PAYMENT_RECEIPT') },
      });
    }
    return { invoice: updated, appliedCents: applied, code: card.name };
  });
}
