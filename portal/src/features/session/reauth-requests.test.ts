import { describe, expect, it, vi } from 'vitest';
import { createReauthRequests } from './reauth-requests.ts';

describe('re-authentication requests', () => {
  it('keeps a request open until the dialog settles it', async () => {
    const requests = createReauthRequests();
    const listener = vi.fn();
    requests.subscribe(listener);
    const answer = requests.ask();
    expect(requests.getSnapshot()).not.toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    requests.settle(true);
    await expect(answer).resolves.toBe(true);
    expect(requests.getSnapshot()).toBeNull();
  });

  it('gives each request its own id, and a cancelled one answers false', async () => {
    const requests = createReauthRequests();
    const first = requests.ask();
    const firstId = requests.getSnapshot()?.id;
    requests.settle(false);
    await expect(first).resolves.toBe(false);
    void requests.ask();
    expect(requests.getSnapshot()?.id).not.toBe(firstId);
  });

  it('answers false to an open request that a newer one replaces', async () => {
    const requests = createReauthRequests();
    const older = requests.ask();
    const newer = requests.ask();
    await expect(older).resolves.toBe(false);
    requests.settle(true);
    await expect(newer).resolves.toBe(true);
  });
});
