import { describe, expect, it } from 'vitest';
import { computeCreditBalance, spendableCreditBalance, type CreditLedgerEntry } from './school-credits.ts';

const now = new Date('2026-03-01T12:00:00Z');
const day = (d: string) => `${d}T10:00:00Z`;
const entry = (type: CreditLedgerEntry['type'], amount: number, at: string, expiresAt: string | null = null): CreditLedgerEntry => ({
  type,
  amount,
  eventAppliesAt: day(at),
  expiresAt: expiresAt ? day(expiresAt) : null,
});

describe('school credit balance', () => {
  it('adds ADD and REFUND and takes away DEDUCT', () => {
    expect(computeCreditBalance([entry('ADD', 10, '2026-01-01'), entry('DEDUCT', 3, '2026-01-05'), entry('REFUND', 1, '2026-01-06')], now)).toBe(8);
  });

  it('does not count credits that have expired', () => {
    expect(computeCreditBalance([entry('ADD', 10, '2026-01-01', '2026-02-01'), entry('ADD', 5, '2026-01-01')], now)).toBe(5);
  });

  it('uses the credits that expire first, so a deduction does not eat the lasting ones', () => {
    const ledger = [entry('ADD', 5, '2026-01-01', '2026-02-01'), entry('ADD', 5, '2026-01-01'), entry('DEDUCT', 5, '2026-01-10')];
    expect(computeCreditBalance(ledger, now)).toBe(5);
  });

  it('never goes below zero, and a deduction cannot use credits that had already expired', () => {
    expect(computeCreditBalance([entry('ADD', 2, '2026-01-01'), entry('DEDUCT', 5, '2026-01-02')], now)).toBe(0);
    const ledger = [entry('ADD', 4, '2026-01-01', '2026-01-05'), entry('DEDUCT', 3, '2026-01-10'), entry('ADD', 2, '2026-01-11')];
    // the deduction on 10.01 finds the 4 expired credits unusable: it empties nothing, the later 2 stay
    expect(computeCreditBalance(ledger, now)).toBe(2);
  });

  it('ignores entries that apply in the future', () => {
    expect(computeCreditBalance([entry('ADD', 3, '2026-01-01'), entry('ADD', 7, '2026-04-01')], now)).toBe(3);
  });

  it('is zero for an empty ledger', () => {
    expect(computeCreditBalance([], now)).toBe(0);
  });
});

describe('credits a registration may spend', () => {
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  it('counts a deduction recorded a moment after its own clock (a concurrent registration served first)', () => {
    const ledger: CreditLedgerEntry[] = [entry('ADD', 1, '2026-01-01'), { type: 'DEDUCT', amount: 1, eventAppliesAt: later(5), expiresAt: null }];
    expect(computeCreditBalance(ledger, now)).toBe(1);
    expect(spendableCreditBalance(ledger, now)).toBe(0);
  });

  it('counts a refund recorded a moment later too, but not credits added for a later date', () => {
    const ledger: CreditLedgerEntry[] = [
      entry('ADD', 2, '2026-01-01'),
      { type: 'DEDUCT', amount: 2, eventAppliesAt: later(5), expiresAt: null },
      { type: 'REFUND', amount: 1, eventAppliesAt: later(9), expiresAt: null },
      entry('ADD', 7, '2026-04-01'),
    ];
    expect(spendableCreditBalance(ledger, now)).toBe(1);
  });
});
