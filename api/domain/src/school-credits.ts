// The school credit ledger (product-spec §3 school_credit_logs, §4 ADD/DEDUCT/REFUND). Rows are never
// changed; the balance is computed from them. One credit = one seat. Added and refunded credits form
// lots that may expire; a deduction uses the lots that are still valid when it applies, soonest expiry
// first (so credits about to expire are used before those that last). The balance at `now` is what is
// left in lots that have not expired, never below zero: a deduction larger than what is left only
// empties the lots, it does not create a debt.
import type { DateInput } from './dates.ts';
import { toDate } from './dates.ts';

export interface CreditLedgerEntry {
  type: 'ADD' | 'DEDUCT' | 'REFUND';
  /** a count of credits, >= 0; the type gives the sign */
  amount: number;
  /** when the entry counts */
  eventAppliesAt: DateInput;
  /** when credits added by this entry expire; null = never (ignored for DEDUCT) */
  expiresAt: DateInput | null;
}

interface Lot {
  left: number;
  expiresAt: number;
}

const NEVER = Number.POSITIVE_INFINITY;

export function computeCreditBalance(entries: readonly CreditLedgerEntry[], now: Date): number {
  const at = now.getTime();
  const ordered = entries
    .map((e, i) => ({ ...e, applies: toDate(e.eventAppliesAt).getTime(), i }))
    .filter((e) => e.applies <= at)
    .sort((a, b) => a.applies - b.applies || a.i - b.i);
  const lots: Lot[] = [];
  for (const entry of ordered) {
    const amount = Math.max(0, Math.trunc(entry.amount));
    if (entry.type === 'DEDUCT') {
      let toUse = amount;
      const valid = lots
        .filter((lot) => lot.left > 0 && lot.expiresAt > entry.applies)
        .sort((a, b) => a.expiresAt - b.expiresAt);
      for (const lot of valid) {
        if (toUse === 0) break;
        const used = Math.min(lot.left, toUse);
        lot.left -= used;
        toUse -= used;
      }
    } else {
      lots.push({ left: amount, expiresAt: entry.expiresAt == null ? NEVER : toDate(entry.expiresAt).getTime() });
    }
  }
  return lots.filter((lot) => lot.expiresAt > at).reduce((sum, lot) => sum + lot.left, 0);
}

/**
 * The credits a registration may spend at `now`, under the school's row lock: the balance, where the
 * deductions and refunds already recorded count even when dated a moment after `now`. Concurrent
 * registrations read their clocks before they queue for the lock, so the one served second may hold the
 * earlier `now`; without this it would not see the deduction the first one just made and spend the same
 * credit again. Added credits dated later (an admin's future grant) still wait for their date.
 */
export function spendableCreditBalance(entries: readonly CreditLedgerEntry[], now: Date): number {
  const at = now.getTime();
  return computeCreditBalance(
    entries.map((e) => (e.type !== 'ADD' && toDate(e.eventAppliesAt).getTime() > at ? { ...e, eventAppliesAt: now } : e)),
    now,
  );
}

/**
 * SCHOOL_CREDITS_LOW fires when a change takes the balance from above the threshold to at or below it:
 * once per crossing. Further registrations below the threshold do not repeat it; after credits are added
 * (above the threshold again) the next fall warns again.
 */
export function crossedLowCredits(before: number, after: number, threshold: number): boolean {
  return before > threshold && after <= threshold;
}
