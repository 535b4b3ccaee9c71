// `deps.outbox` as the service container knows it (lib/context.ts): only the interface, so the container's
// type does not reach the kinds and what they import.
import type { NotifyingDb } from '../lib/public-changes.ts';

export interface OutboxRunner {
  /** runs the dispatcher soon in the background (deps.tasks), once more if it is running now */
  wake(): void;
  /** joins the database's channel of new entries; returns a function that leaves it */
  listen(handle: NotifyingDb): Promise<() => Promise<void>>;
}
