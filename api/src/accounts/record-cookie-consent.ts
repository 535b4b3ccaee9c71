// The cookie choice made on the public site's banner, recorded with its time (the app's clock) and the
// policy's version; one unit of work.
import { recordCookieConsent } from '@valik/db/queries';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function recordConsent(deps: WorkDeps, input: { userId: number; choice: 'accepted' | 'rejected'; policyVersion: string }): Promise<void> {
  const at = deps.clock();
  await unitOfWork(deps, (tx) => recordCookieConsent(tx, { ...input, at }));
}
