// One kind of consequence the outbox delivers (ADR 024). A kind is one file in ./kinds (its payload, declared
// into payloads.ts, and its delivery) and its line in kinds/index.ts.
import type { OutboxRow } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import type { OutboxKindName, OutboxPayloads } from './payloads.ts';

/** What a delivery may use: the services, and the entry's key for providers that accept one. */
export type DeliveryDeps = AppDeps;

export interface OutboxDelivery<P> {
  payload: P;
  /** the entry as claimed (id, attempts so far, created_at) */
  entry: OutboxRow;
  /** one per entry, the same on every attempt: handed to Resend, Stripe, Montonio as their Idempotency-Key */
  idempotencyKey: string;
  now: Date;
}

export interface OutboxKind<P, N extends string = string> {
  readonly kind: N;
  /** does the work; throws to be tried again later. Must be safe to repeat (at least once). */
  deliver(deps: DeliveryDeps, delivery: OutboxDelivery<P>): Promise<void>;
}

/** Declares a kind: its name and its delivery, which gets the payload payloads.ts gives that name. */
export function defineOutboxKind<N extends OutboxKindName>(kind: N, deliver: (deps: DeliveryDeps, delivery: OutboxDelivery<OutboxPayloads[N]>) => Promise<void>): OutboxKind<OutboxPayloads[N], N> {
  return { kind, deliver };
}
