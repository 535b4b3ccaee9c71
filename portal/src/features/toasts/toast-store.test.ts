import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast by itself after 3000 ms', () => {
    const store = createToastStore();
    store.success('Saved');
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('ignores the same toast again within 390 ms', () => {
    const store = createToastStore();
    expect(store.error('Failed')).not.toBeNull();
    vi.advanceTimersByTime(389);
    expect(store.error('Failed')).toBeNull();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('shows the same toast again once 390 ms have passed', () => {
    const store = createToastStore();
    store.error('Failed');
    vi.advanceTimersByTime(390);
    store.error('Failed');
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('shows a repeated toast at once when multiple is set', () => {
    const store = createToastStore();
    store.error('Failed');
    store.error('Failed', { multiple: true });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('shows a different message at once', () => {
    const store = createToastStore();
    store.error('Failed');
    store.success('Saved');
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Failed', 'Saved']);
  });

  it('tells subscribers and lets a toast be dismissed early', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('Hello');
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id!);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
