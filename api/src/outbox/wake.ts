// `deps.outbox`: wakes the dispatcher of this process. After a commit here (unit-of-work.ts), on the
// database's NOTIFY of a new entry from any replica or any write path (migration 0021's trigger; PostgreSQL
// delivers it only once the transaction committed), and from the minute's pg-boss job. Wakes while a run
// is going are folded into one more run after it, so a burst of commits costs at most two runs.
import type { AppDeps } from '../lib/context.ts';
import { dispatchOutbox } from './dispatcher.ts';
import type { OutboxRunner } from './runner.ts';

export const OUTBOX_CHANNEL = 'valik_outbox';

export function createOutboxRunner(getDeps: () => AppDeps): OutboxRunner {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    const deps = getDeps();
    running = true;
    try {
      do {
        again = false;
        await dispatchOutbox(deps);
      } while (again);
    } finally {
      running = false;
    }
  };
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    getDeps().tasks.run('outbox', run);
  };
  return {
    wake,
    async listen(handle) {
      if (handle.kind === 'postgres' && handle.sql) {
        const subscription = await handle.sql.listen(OUTBOX_CHANNEL, wake, wake);
        return () => subscription.unlisten();
      }
      if (handle.pglite) return handle.pglite.listen(OUTBOX_CHANNEL, wake);
      throw new Error('outbox.listen: the handle has neither a postgres client nor PGlite');
    },
  };
}
