// A representative's choice of the weekly digest e-mail (weekly-digest.ts): subscribed or not, from their
// settings or from the no-login unsubscribe link (digest-unsubscribe.ts checks the link); one unit of work.
import { WEEKLY_DIGEST_METADATA_KEY, setUserMetadataValue } from '@valik/db/queries';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function chooseWeeklyDigest(deps: WorkDeps, input: { userId: number; subscribed: boolean }): Promise<void> {
  await unitOfWork(deps, (tx) => setUserMetadataValue(tx, { userId: input.userId, key: WEEKLY_DIGEST_METADATA_KEY, value: input.subscribed }));
}
