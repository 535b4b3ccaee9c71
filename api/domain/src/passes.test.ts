import { describe, expect, it } from 'vitest';
import { giftCardApplies, giftCardName, PASS_LENGTH_DAYS, passActivity, passCoverage, personalCodeName, reducePass, type PassEvent, type PassState } from './passes.ts';

const DAY = 86_400;
const T0 = Date.UTC(2026, 2, 2, 10) / 1000;

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

const snap = (id: string, at: number, over: Partial<Extract<PassEvent, { kind: 'snapshot' }>> = {}): PassEvent => ({
  kind: 'snapshot',
  id,
  at,
  status: 'active',
  deleted: false,
  endedAt: null,
  cancelAt: null,
  pauseCollection: null,
  pausedByUser: false,
  discount: false,
  ...over,
});
const paid = (id: string, at: number, start: number, days: number): PassEvent => ({ kind: 'paid', id, at, periodStart: start, periodEnd: start + days * DAY });

const fold = (events: PassEvent[]) => events.reduce<PassState | null>((s, e) => reducePass(s, e), null);

describe('reducePass: every order of the events ends in one state', () => {
  const lifecycles: Record<string, PassEvent[]> = {
    'created, paid, paused, resumed': [
      snap('evt_1', T0, { status: 'incomplete' }),
      paid('evt_2', T0 + 1, T0, 14),
      snap('evt_3', T0 + 2, { discount: true }),
      snap('evt_4', T0 + 100, { pauseCollection: { behavior: 'void', resumes_at: null }, pausedByUser: true, discount: true }),
      snap('evt_5', T0 + 200, { discount: true }),
    ],
    'created, paid twice, cancelled': [
      snap('evt_1', T0),
      paid('evt_2', T0, T0, 7),
      paid('evt_3', T0 + 7 * DAY, T0 + 7 * DAY, 7),
      snap('evt_4', T0 + 8 * DAY, { pauseCollection: { behavior: 'void', resumes_at: null }, pausedByUser: true }),
      snap('evt_5', T0 + 9 * DAY, { status: 'canceled', deleted: true, endedAt: T0 + 9 * DAY }),
    ],
    'cancellation scheduled, undone, scheduled again, ended at the period end': [
      snap('evt_1', T0),
      paid('evt_2', T0, T0, 7),
      snap('evt_3', T0 + DAY, { cancelAt: T0 + 7 * DAY }),
      snap('evt_4', T0 + 2 * DAY),
      snap('evt_5', T0 + 3 * DAY, { cancelAt: T0 + 7 * DAY }),
      snap('evt_6', T0 + 7 * DAY, { status: 'canceled', deleted: true, endedAt: T0 + 7 * DAY, cancelAt: T0 + 7 * DAY }),
    ],
    'same-second events': [snap('evt_a', T0), snap('evt_b', T0, { pauseCollection: { behavior: 'void', resumes_at: null }, pausedByUser: true }), paid('evt_c', T0, T0, 14)],
  };
  for (const [name, events] of Object.entries(lifecycles)) {
    it(name, () => {
      const all = permutations(events).map(fold);
      for (const state of all) expect(state).toEqual(all[0]);
    });
  }

  it('a cancellation is final: no later update revives it', () => {
    const s = fold([snap('evt_1', T0), snap('evt_2', T0 + 5, { deleted: true, status: 'canceled', endedAt: T0 + 5 }), snap('evt_3', T0 + 10)]);
    expect(s).toMatchObject({ status: 'canceled', endedAt: T0 + 5 });
  });

  it('a scheduled cancellation keeps the pass active; the newest event decides whether it is still scheduled', () => {
    const scheduled = fold([snap('evt_1', T0), snap('evt_3', T0 + 2, { cancelAt: T0 + 7 * DAY })]);
    expect(scheduled).toMatchObject({ status: 'active', endedAt: null, cancelAt: T0 + 7 * DAY });
    expect(fold([snap('evt_3', T0 + 2, { cancelAt: T0 + 7 * DAY }), snap('evt_4', T0 + 3)])?.cancelAt).toBeNull();
    expect(fold([snap('evt_4', T0 + 3), snap('evt_3', T0 + 2, { cancelAt: T0 + 7 * DAY })])?.cancelAt).toBeNull();
  });

  it('an old invoice never shortens the paid period', () => {
    const s = fold([paid('evt_2', T0 + 7 * DAY, T0 + 7 * DAY, 7), paid('evt_1', T0, T0, 7)]);
    expect(s?.paidThrough).toBe(T0 + 14 * DAY);
  });
});

describe('passCoverage', () => {
  const active = (over: Partial<PassState> = {}): PassState => ({ ...(fold([snap('evt_1', T0), paid('evt_2', T0, T0, PASS_LENGTH_DAYS.MULTI_PASS)]) as PassState), ...over });
  const at = (seconds: number) => new Date(seconds * 1000);

  it('covers a registration inside the paid period of an active pass', () => {
    expect(passCoverage({ type: 'MULTI_PASS', state: active() }, { coveredInPeriod: 0 }, at(T0 + DAY))).toEqual({ covered: true });
    expect(passCoverage({ type: 'MULTI_PASS', state: active() }, { coveredInPeriod: 2 }, at(T0 + 13 * DAY))).toEqual({ covered: true });
  });

  it('SINGLE_PASS covers one cohort per period, MULTI_PASS three', () => {
    const single = fold([snap('evt_1', T0), paid('evt_2', T0, T0, PASS_LENGTH_DAYS.SINGLE_PASS)]) as PassState;
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 0 }, at(T0 + DAY)).covered).toBe(true);
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 1 }, at(T0 + DAY))).toEqual({ covered: false, reason: 'LIMIT_REACHED' });
    expect(passCoverage({ type: 'MULTI_PASS', state: active() }, { coveredInPeriod: 3 }, at(T0 + DAY))).toEqual({ covered: false, reason: 'LIMIT_REACHED' });
  });

  it('the period boundaries: from the paid start, up to (not including) one pass length later', () => {
    const single = fold([snap('evt_1', T0), paid('evt_2', T0, T0, 7)]) as PassState;
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 0 }, at(T0 - 1)).covered).toBe(false);
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 0 }, at(T0)).covered).toBe(true);
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 0 }, at(T0 + 7 * DAY - 1)).covered).toBe(true);
    expect(passCoverage({ type: 'SINGLE_PASS', state: single }, { coveredInPeriod: 0 }, at(T0 + 7 * DAY))).toEqual({ covered: false, reason: 'NOT_PAID' });
  });

  it('a pass set to end still covers registrations in its paid period', () => {
    expect(passCoverage({ type: 'MULTI_PASS', state: active({ cancelAt: T0 + 14 * DAY }) }, { coveredInPeriod: 0 }, at(T0 + DAY))).toEqual({ covered: true });
  });

  it('no pass, a paused pass, an ended pass, an unpaid pass cover nothing', () => {
    expect(passCoverage(null, { coveredInPeriod: 0 }, at(T0))).toEqual({ covered: false, reason: 'NO_PASS' });
    expect(passCoverage({ type: 'MULTI_PASS', state: active({ pauseCollection: { behavior: 'void', resumes_at: null } }) }, { coveredInPeriod: 0 }, at(T0 + DAY)).covered).toBe(false);
    expect(passCoverage({ type: 'MULTI_PASS', state: active({ status: 'canceled', endedAt: T0 + 10 }) }, { coveredInPeriod: 0 }, at(T0 + DAY))).toEqual({ covered: false, reason: 'ENDED' });
    expect(passCoverage({ type: 'MULTI_PASS', state: active({ paidFrom: null, paidThrough: null }) }, { coveredInPeriod: 0 }, at(T0 + DAY))).toEqual({ covered: false, reason: 'NOT_PAID' });
  });
});

describe('passActivity', () => {
  it('names the change an event made', () => {
    const created = fold([snap('evt_1', T0)]) as PassState;
    expect(passActivity(null, created)).toBe('SUBSCRIPTION_CREATED');
    const paused = reducePass(created, snap('evt_2', T0 + 1, { pauseCollection: { behavior: 'void', resumes_at: null }, pausedByUser: true }));
    expect(passActivity(created, paused)).toBe('PAUSE_SUBSCRIPTION');
    const resumed = reducePass(paused, snap('evt_3', T0 + 2));
    expect(passActivity(paused, resumed)).toBe('SUBSCRIPTION_UPDATE');
    const ended = reducePass(resumed, snap('evt_4', T0 + 3, { deleted: true, status: 'canceled' }));
    expect(passActivity(resumed, ended)).toBe('SUBSCRIPTION_CANCELLED');
    expect(passActivity(ended, reducePass(ended, snap('evt_0', T0 - 5)))).toBeNull();
  });

  it('scheduling and undoing a cancellation are updates; the end at the period end is the cancellation', () => {
    const created = fold([snap('evt_1', T0)]) as PassState;
    const scheduled = reducePass(created, snap('evt_2', T0 + 1, { cancelAt: T0 + 7 * DAY }));
    expect(passActivity(created, scheduled)).toBe('SUBSCRIPTION_UPDATE');
    const kept = reducePass(scheduled, snap('evt_3', T0 + 2));
    expect(passActivity(scheduled, kept)).toBe('SUBSCRIPTION_UPDATE');
    const again = reducePass(kept, snap('evt_4', T0 + 3, { cancelAt: T0 + 7 * DAY }));
    const ended = reducePass(again, snap('evt_5', T0 + 7 * DAY, { deleted: true, status: 'canceled', endedAt: T0 + 7 * DAY, cancelAt: T0 + 7 * DAY }));
    expect(passActivity(again, ended)).toBe('SUBSCRIPTION_CANCELLED');
    expect(ended).toMatchObject({ endedAt: T0 + 7 * DAY, cancelAt: null });
  });
});

describe('personalCodeName', () => {
  it('is the first name without accents, upper case, and a random part', () => {
    expect(personalCodeName('Jüri-Õie', 'ab12cd34')).toBe('JURIOIE-AB12CD');
    expect(personalCodeName(null, 'x9y8z7')).toBe('VALIK-X9Y8Z7');
  });
});

describe('gift cards', () => {
  it('draws GIFT-XXXX-XXXX codes without look-alike characters', () => {
    expect(giftCardName(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('GIFT-ABCD-EFGH');
    expect(giftCardName(new Uint8Array([255, 254, 253, 252, 31, 32, 33, 34]))).toBe('GIFT-9876-9ABC');
    for (let b = 0; b < 256; b++) expect(giftCardName(new Uint8Array(8).fill(b)).slice(5)).not.toMatch(/[01IO]/);
  });
  it('takes the whole card, or the invoice total when that is less', () => {
    expect(giftCardApplies(2500, 9900)).toBe(2500);
    expect(giftCardApplies(15000, 9900)).toBe(9900);
    expect(giftCardApplies(2500, 0)).toBe(0);
  });
});
