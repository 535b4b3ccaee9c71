// Writing consequences into the outbox (ADR 024), inside the transaction of the change they follow from.
// Use cases get a writer from their unit of work (unit-of-work.ts); code already inside a transaction it was
// handed makes one with `outboxOf(tx)`.
import type { Db } from '@valik/db/client';
import { addOutboxEntries } from '@valik/db/queries';
import type { OutboxKindName, OutboxPayloads } from './payloads.ts';

export interface OutboxWriter {
  /** Adds one consequence, delivered after the commit (never when the transaction rolls back). */
  add<K extends OutboxKindName>(kind: K, payload: OutboxPayloads[K], options?: { userId?: number | null }): Promise<void>;
}

export function outboxOf(tx: Db): OutboxWriter {
  return {
    async add(kind, payload, options = {}) {
      await addOutboxEntries(tx, [{ kind, payload, userId: options.userId ?? null }]);
    },
  };
}
