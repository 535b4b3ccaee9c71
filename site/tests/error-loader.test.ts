import { describe, expect, it } from 'vitest';
import type { ErrorReportingConfig } from '@valik/domain';
import { readConfig, watchErrors } from '../src/features/errors/error-loader.ts';

const config: ErrorReportingConfig = { dsn: 'http://valik@localhost:3000/dev/errors/2', environment: 'test', release: null, tracesSampleRate: 0 };

function errorEvent(error: Error): Event {
  return Object.assign(new Event('error'), { error, message: error.message });
}

describe('the site’s error listener', () => {
  it('loads the SDK at the first error, once, and hands it every error seen until then', async () => {
    const win = new EventTarget() as unknown as Window;
    let loads = 0;
    let release: () => void = () => undefined;
    const started: { config: ErrorReportingConfig; seen: unknown[] }[] = [];
    watchErrors(win, config, () => {
      loads += 1;
      return new Promise((resolve) => {
        release = () => resolve({ start: (c, seen) => started.push({ config: c, seen: [...seen] }) });
      });
    });
    expect(loads).toBe(0); // nothing is loaded while nothing breaks
    const first = new Error('first');
    const second = new Error('second');
    win.dispatchEvent(errorEvent(first));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: second }));
    expect(loads).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([{ config, seen: [first, second] }]);
    // from now on the SDK listens itself
    win.dispatchEvent(errorEvent(new Error('third')));
    expect(loads).toBe(1);
    expect(started).toHaveLength(1);
  });

  it('reads its configuration from the page’s data block', () => {
    const doc = { getElementById: (id: string) => (id === 'valik-error-reporting' ? { textContent: JSON.stringify(config) } : null) } as unknown as Document;
    expect(readConfig(doc)).toEqual(config);
    expect(readConfig({ getElementById: () => null } as unknown as Document)).toBeNull();
  });
});
