import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@valik/domain';
import { createBusySources, createLoadingBar, estimateProgress } from './loading-bar-controller.ts';

describe('loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = () => createLoadingBar(LOADING_BAR, () => Date.now());

  it('stays hidden during the 200 ms throttle', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot().visible).toBe(true);
  });

  it('never appears when the work ends inside the throttle', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0, error: false });
  });

  it('creeps towards 100 % over the 2000 ms duration without reaching it', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(200 + 1000);
    const half = bar.getSnapshot().progress;
    expect(half).toBeGreaterThan(40);
    expect(half).toBeLessThan(60);
    vi.advanceTimersByTime(60_000);
    expect(bar.getSnapshot().progress).toBeLessThan(100);
  });

  it('fills, hides after 500 ms and resets 400 ms later', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(400);
    expect(bar.getSnapshot().progress).toBe(0);
  });

  it('turns red on an error and clears the colour after the reset', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    bar.finish();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 100, error: true });
    vi.advanceTimersByTime(900);
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0, error: false });
  });

  it('shows a fast failure in red although it ended inside the throttle', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(50);
    bar.finish({ error: true });
    expect(bar.getSnapshot()).toMatchObject({ visible: true, error: true });
  });

  it('keeps one run when started twice, and a new start cancels a pending hide', () => {
    const bar = make();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    vi.advanceTimersByTime(1000);
    expect(bar.getSnapshot()).toMatchObject({ visible: true, error: false });
    expect(bar.getSnapshot().progress).toBeLessThan(100);
  });

  it('estimates 50 % at half the duration', () => {
    expect(estimateProgress(1000, 2000)).toBeCloseTo(50, 5);
  });
});

describe('busy sources', () => {
  const make = () => {
    const bar = { start: vi.fn(), finish: vi.fn() };
    return { bar, sources: createBusySources(bar) };
  };

  it('starts the bar when the first source gets busy and finishes it when the last is done', () => {
    const { bar, sources } = make();
    sources.report('navigation', true);
    sources.report('queries', true);
    expect(bar.start).toHaveBeenCalledTimes(1);
    sources.report('navigation', false);
    expect(bar.finish).not.toHaveBeenCalled();
    sources.report('queries', false);
    expect(bar.finish).toHaveBeenCalledTimes(1);
  });

  it('ignores a source reporting what it already reported', () => {
    const { bar, sources } = make();
    sources.report('queries', false);
    expect(bar.finish).not.toHaveBeenCalled();
    sources.report('queries', true);
    sources.report('queries', true);
    expect(bar.start).toHaveBeenCalledTimes(1);
  });
});
