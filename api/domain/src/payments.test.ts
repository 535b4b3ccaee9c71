import { describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS_VALUES, centsToEuros, eurosToCents, holdUntil, isHoldingSeat, nextCheckoutStatus, registrationPrice, returnPageState, type CheckoutStatusValue, type PaymentSignal } from './payments.ts';

function finalStatus(signals: PaymentSignal[]): CheckoutStatusValue {
  let status: CheckoutStatusValue = 'OPEN';
  for (const s of signals) status = nextCheckoutStatus(status, s) ?? status;
  return status;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('nextCheckoutStatus', () => {
  it('never moves a PAID checkout back', () => {
    for (const s of ['PROCESSING', 'FAILED', 'EXPIRED', 'PAID'] as const) expect(nextCheckoutStatus('PAID', s)).toBeNull();
  });

  it('lets a late payment win over an expiry or failure', () => {
    expect(nextCheckoutStatus('EXPIRED', 'PAID')).toBe('PAID');
    expect(nextCheckoutStatus('FAILED', 'PAID')).toBe('PAID');
  });

  it('keeps the first of FAILED and EXPIRED, and ignores a processing signal after either', () => {
    expect(nextCheckoutStatus('FAILED', 'EXPIRED')).toBeNull();
    expect(nextCheckoutStatus('EXPIRED', 'PROCESSING')).toBeNull();
  });

  it('gives one final state for every order of the same signals', () => {
    for (const set of [
      ['PROCESSING', 'PAID', 'EXPIRED'],
      ['PROCESSING', 'FAILED'],
      ['PROCESSING', 'PAID', 'FAILED', 'PAID'],
    ] as PaymentSignal[][]) {
      const finals = new Set(permutations(set).map(finalStatus));
      expect(finals.size, set.join(',')).toBe(1);
    }
    expect(finalStatus(['EXPIRED', 'PROCESSING', 'PAID'])).toBe('PAID');
  });

  it('knows every status', () => {
    expect(CHECKOUT_STATUS_VALUES).toEqual(['OPEN', 'PROCESSING', 'PAID', 'FAILED', 'EXPIRED']);
  });
});

describe('seat holds', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  it('hold 30 minutes while open and 5 days while the bank confirms', () => {
    expect(holdUntil(now, 'OPEN').toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(holdUntil(now, 'PROCESSING').toISOString()).toBe('2026-03-06T10:00:00.000Z');
  });
  it('end at expires_at and when the checkout is settled', () => {
    const expiresAt = new Date(now.getTime() + 1000);
    expect(isHoldingSeat({ status: 'OPEN', expiresAt }, now)).toBe(true);
    expect(isHoldingSeat({ status: 'OPEN', expiresAt }, new Date(expiresAt.getTime()))).toBe(false);
    expect(isHoldingSeat({ status: 'PAID', expiresAt }, now)).toBe(false);
    expect(isHoldingSeat({ status: 'FAILED', expiresAt }, now)).toBe(false);
  });
});

describe('euros and cents', () => {
  it('round-trip without float drift', () => {
    expect(centsToEuros(9900)).toBe(99);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(centsToEuros(1999))).toBe(1999);
  });
});

describe('returnPageState', () => {
  const c = (status: CheckoutStatusValue, refundStatus = 'NONE', refundReason: string | null = null) => ({ status, refundStatus, refundReason });
  it('never shows paid before the provider confirmed', () => {
    expect(returnPageState(c('OPEN'), true)).toBe('WAITING');
    expect(returnPageState(c('PROCESSING'), true)).toBe('PROCESSING');
    expect(returnPageState(c('PAID'), true)).toBe('PAID');
  });
  it('says when the payment cannot be validated, the course is gone, or the seat was lost', () => {
    expect(returnPageState(null, true)).toBe('UNVERIFIED');
    expect(returnPageState(c('OPEN'), false)).toBe('COURSE_NOT_FOUND');
    expect(returnPageState(c('PAID', 'DUE', 'NO_SEAT'), true)).toBe('REFUNDED_NO_SEAT');
    expect(returnPageState(c('EXPIRED'), true)).toBe('FAILED');
  });
});

describe('registrationPrice', () => {
  it('is the list price to pay, nothing when a pass covers it or the school pays', () => {
    expect(registrationPrice({ listCents: 9900, payer: 'STUDENT', passCovers: false })).toEqual({ list_cents: 9900, covered_by: null, to_pay_cents: 9900 });
    expect(registrationPrice({ listCents: 9900, payer: 'STUDENT', passCovers: true })).toEqual({ list_cents: 9900, covered_by: 'PASS', to_pay_cents: 0 });
    expect(registrationPrice({ listCents: 9900, payer: 'SCHOOL', passCovers: true })).toEqual({ list_cents: 9900, covered_by: 'SCHOOL', to_pay_cents: 0 });
  });
});
