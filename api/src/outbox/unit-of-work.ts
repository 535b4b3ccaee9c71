// The one shape of a use case's writes (issue 25 item 3, ADR 024): open the transaction, do the change,
// write its consequences into the outbox through the writer it is handed, commit, and wake this process's
// dispatcher, which delivers them at once (other replicas hear the database's NOTIFY). A consequence is
// never dispatched by the route or job that called the use case.
//
// Its deps are spelled out here, not picked from AppDeps (lib/context.ts): the container's type reaches the
// payment adapters, whose simulator reads the pass events' use case, which runs through this file — picking
// from AppDeps drew a circle of imports (type-only, but a circle). AppDeps has these fields, so any deps fit.
import type { Db } from '@valik/db/client';
import type { Clock } from '../lib/clock.ts';
import type { OutboxRunner } from './runner.ts';
import { outboxOf, type OutboxWriter } from './write.ts';

/** What a use case that writes needs at least: the database, the one clock, and the outbox's dispatcher to wake. */
export interface WorkDeps {
  db: Db;
  clock: Clock;
  outbox: Pick<OutboxRunner, 'wake'>;
}

export async function unitOfWork<T>(deps: Pick<WorkDeps, 'db' | 'outbox'>, work: (tx: Db, outbox: OutboxWriter) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction((tx) => work(tx, outboxOf(tx)));
  deps.outbox.wake();
  return result;
}
