import { describe, expect, it } from 'vitest';
import { WAITLIST_OFFER_HOLD_HOURS } from './constants.ts';
import { at, hours, minutes, plus } from './test-helpers.ts';
import { isWaitlistOfferOpen, nextInLine, orderWaitlist, seatsToOffer, waitlistOfferExpiry } from './waitlist-offers.ts';

describe('waitlistOfferExpiry', () => {
  it('holds the seat for 48 hours', () => {
    expect(WAITLIST_OFFER_HOLD_HOURS).toBe(48);
    expect(waitlistOfferExpiry(at('2026-09-01 18:00'))).toEqual(at('2026-09-03 18:00'));
  });

  it('holds 48 real hours across the autumn DST change (17:00 wall clock, not 18:00)', () => {
    expect(waitlistOfferExpiry(at('2026-10-24 18:00'))).toEqual(plus(at('2026-10-24 18:00'), hours(48)));
    expect(waitlistOfferExpiry(at('2026-10-24 18:00'))).toEqual(at('2026-10-26 17:00'));
  });

  it('accepts ISO strings as the database hands them over', () => {
    expect(waitlistOfferExpiry('2026-09-01T15:00:00.000Z').toISOString()).toBe('2026-09-03T15:00:00.000Z');
  });
});

describe('isWaitlistOfferOpen', () => {
  const offeredAt = at('2026-09-01 18:00');

  it('is open up to and including the expiry instant', () => {
    expect(isWaitlistOfferOpen(offeredAt, offeredAt)).toBe(true);
    expect(isWaitlistOfferOpen(offeredAt, at('2026-09-03 18:00'))).toBe(true);
  });

  it('is closed one millisecond after the expiry', () => {
    expect(isWaitlistOfferOpen(offeredAt, plus(at('2026-09-03 18:00'), 1))).toBe(false);
    expect(isWaitlistOfferOpen(offeredAt, plus(at('2026-09-03 18:00'), minutes(1)))).toBe(false);
  });
});

describe('orderWaitlist and nextInLine', () => {
  const entries = [
    { id: 30, joinedAt: at('2026-09-01 10:00') },
    { id: 12, joinedAt: at('2026-09-01 10:05') },
    { id: 25, joinedAt: at('2026-09-01 09:59') },
    { id: 11, joinedAt: at('2026-09-01 10:05') },
  ];

  it('orders by join time, then by id for the same instant', () => {
    expect(orderWaitlist(entries).map((e) => e.id)).toEqual([25, 30, 11, 12]);
  });

  it('offers the next seat to whoever joined first', () => {
    expect(nextInLine(entries)?.id).toBe(25);
    expect(nextInLine(entries.slice(1, 2).concat(entries.slice(3)))?.id).toBe(11);
  });

  it('has nobody in an empty line', () => {
    expect(nextInLine([])).toBeNull();
  });

  it('does not reorder the caller’s array', () => {
    const copy = [...entries];
    orderWaitlist(entries);
    expect(entries).toEqual(copy);
  });
});

describe('seatsToOffer', () => {
  it('offers the seats nobody holds (open offers and payment holds are in the seat count)', () => {
    expect(seatsToOffer({ size: 20, seatsTaken: 19 })).toBe(1);
    expect(seatsToOffer({ size: 20, seatsTaken: 18 })).toBe(2);
  });

  it('offers nothing to a full group', () => {
    expect(seatsToOffer({ size: 20, seatsTaken: 20 })).toBe(0);
  });

  it('never goes negative for an overbooked group or a lowered size', () => {
    expect(seatsToOffer({ size: 15, seatsTaken: 20 })).toBe(0);
  });
});
