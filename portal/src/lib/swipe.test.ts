import { TOUCH } from '@valik/domain';
import { describe, expect, it } from 'vitest';
import { classifyGesture } from './swipe.ts';

const at = (x: number, y: number) => ({ x, y });

describe('classifyGesture (spec §9: tap tolerance 10, swipe tolerance 30)', () => {
  it('a finger that moved at most the tap tolerance taps', () => {
    expect(classifyGesture(at(100, 100), at(100 + TOUCH.tapTolerance, 100 - TOUCH.tapTolerance))).toBe('tap');
    expect(classifyGesture(at(100, 100), at(100, 100))).toBe('tap');
  });

  it('a move between the two tolerances is neither a tap nor a swipe', () => {
    expect(classifyGesture(at(100, 100), at(100 + TOUCH.tapTolerance + 1, 100))).toBeNull();
    expect(classifyGesture(at(100, 100), at(100 - (TOUCH.swipeTolerance - 1), 110))).toBeNull();
  });

  it('from the swipe tolerance on, a swipe along the axis it moved most on', () => {
    expect(classifyGesture(at(200, 100), at(200 - TOUCH.swipeTolerance, 100))).toBe('swipe-left');
    expect(classifyGesture(at(200, 100), at(320, 160))).toBe('swipe-right');
    expect(classifyGesture(at(200, 300), at(230, 100))).toBe('swipe-up');
    expect(classifyGesture(at(200, 100), at(150, 160))).toBe('swipe-down');
  });

  it('takes other tolerances when given', () => {
    expect(classifyGesture(at(0, 0), at(-40, 0), { tapTolerance: 5, swipeTolerance: 50 })).toBeNull();
  });
});
