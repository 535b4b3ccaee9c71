import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRunningBuild, watchBuilds } from './build-watcher.ts';

const running = { id: 'build-1', time: '2026-11-26T10:00:00.000Z' };
const newer = { id: 'build-2', time: '2026-11-26T11:00:00.000Z' };
const MINUTE = 60_000;

/** A tab: the window gets focus, the document becomes visible; the server answers with `latest`. */
function tab() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const asked: string[] = [];
  let latest: unknown = running;
  const onNewBuild = vi.fn();
  const stop = watchBuilds({
    base: '/user',
    running,
    onNewBuild,
    win: win as unknown as Window,
    doc: doc as unknown as Document,
    fetchJson: (url) => {
      asked.push(url);
      return Promise.resolve(latest);
    },
  });
  return {
    asked,
    onNewBuild,
    stop,
    publish: (manifest: unknown) => (latest = manifest),
    focus: () => win.dispatchEvent(new Event('focus')),
    show: () => doc.dispatchEvent(new Event('visibilitychange')),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchBuilds', () => {
  it('asks again on focus once 10 minutes have passed, with a timestamp query, and reports the newer build', async () => {
    const t = tab();
    t.publish(newer);
    t.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.asked).toEqual([]); // the page was loaded just now
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    t.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.asked).toEqual([`/user/build.json?t=${Date.now()}`]);
    expect(t.onNewBuild).toHaveBeenCalledWith(newer);
    t.stop();
  });

  it('asks every 10 minutes while the tab stays open, and on becoming visible, never more often', async () => {
    const t = tab();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(t.asked).toHaveLength(1);
    t.show();
    t.focus();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(t.asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(t.asked).toHaveLength(2);
    expect(t.onNewBuild).not.toHaveBeenCalled();
    t.stop();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(t.asked).toHaveLength(2);
  });

  it('stays quiet for the same build, an older one, or an answer that is not a manifest', async () => {
    const t = tab();
    for (const answer of [running, { id: 'old', time: '2026-11-25T10:00:00.000Z' }, '<!doctype html>']) {
      t.publish(answer);
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
    }
    expect(t.asked).toHaveLength(3);
    expect(t.onNewBuild).not.toHaveBeenCalled();
    t.stop();
  });

  it('tells about a newer build once and then stops asking', async () => {
    const t = tab();
    t.publish(newer);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(t.onNewBuild).toHaveBeenCalledTimes(1);
    expect(t.asked).toHaveLength(1);
    t.stop();
  });
});

describe('readRunningBuild', () => {
  it('reads the build the page runs from its meta tag', () => {
    const meta = { content: 'abc123', dataset: { time: '2026-11-26T10:00:00.000Z' } };
    expect(readRunningBuild({ querySelector: () => meta } as unknown as Document)).toEqual({ id: 'abc123', time: '2026-11-26T10:00:00.000Z' });
    expect(readRunningBuild({ querySelector: () => null } as unknown as Document)).toBeNull();
  });
});
