import type { Logger } from './logger.ts';

/**
 * Work that must not hold up or shape a response (sending e-mail after a reset request, so the answer
 * takes as long whether or not the account exists). Failures are logged, never thrown at the caller.
 * `idle()` lets tests and graceful shutdown wait for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => logger.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
