import { describe, expect, it, vi } from 'vitest';
import { createSessionRefresher, type RefreshEnvironment } from './session-refresh.ts';

function fakeEnvironment() {
  let now = 0;
  let visible = true;
  let listener: (() => void) | null = null;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextId = 1;
  const env: RefreshEnvironment = {
    isVisible: () => visible,
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    onVisibilityChange: (l) => {
      listener = l;
      return () => (listener = null);
    },
  };
  return {
    env,
    async advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
          await Promise.resolve();
          await Promise.resolve();
        }
      }
    },
    setVisible(v: boolean) {
      visible = v;
      listener?.();
    },
  };
}

describe('sliding session refresh', () => {
  it('refreshes every interval while the tab is visible', async () => {
    const f = fakeEnvironment();
    const refresh = vi.fn(async () => {});
    const r = createSessionRefresher({ refresh, env: f.env, intervalMs: 1000 });
    r.start();
    await f.advance(999);
    expect(refresh).not.toHaveBeenCalled();
    await f.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await f.advance(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    r.stop();
  });

  it('pauses while the tab is hidden and refreshes at once when it comes back after the interval', async () => {
    const f = fakeEnvironment();
    const refresh = vi.fn(async () => {});
    const r = createSessionRefresher({ refresh, env: f.env, intervalMs: 1000 });
    r.start();
    f.setVisible(false);
    expect(r.isScheduled()).toBe(false);
    await f.advance(5000);
    expect(refresh).not.toHaveBeenCalled();
    f.setVisible(true);
    expect(r.isScheduled()).toBe(true);
    await f.advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    r.stop();
  });

  it('coming back early waits out the rest of the interval', async () => {
    const f = fakeEnvironment();
    const refresh = vi.fn(async () => {});
    const r = createSessionRefresher({ refresh, env: f.env, intervalMs: 1000 });
    r.start();
    await f.advance(400);
    f.setVisible(false);
    await f.advance(100);
    f.setVisible(true);
    await f.advance(499);
    expect(refresh).not.toHaveBeenCalled();
    await f.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    r.stop();
  });

  it('keeps going after a failed refresh and stops for good when stopped', async () => {
    const f = fakeEnvironment();
    const refresh = vi.fn(async () => {
      throw new Error('offline');
    });
    const r = createSessionRefresher({ refresh, env: f.env, intervalMs: 1000 });
    r.start();
    await f.advance(1000);
    await f.advance(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    r.stop();
    await f.advance(5000);
    f.setVisible(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
