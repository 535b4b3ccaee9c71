import { Hono } from 'hono';
import { pingDatabase } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';

/** Liveness says the process answers; readiness says the database answers too, and the process is not shutting down. */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', async (c) => {
    // from SIGTERM until exit: the load balancer should send nothing new here (main.ts)
    if (c.get('deps').readiness.draining) throw new ApiError('NOT_READY', 'The service is not ready');
    try {
      await pingDatabase(c.get('deps').db);
    } catch (err) {
      c.get('deps').logger.error({ err }, 'readiness check failed');
      throw new ApiError('NOT_READY', 'The service is not ready');
    }
    return c.json({ status: 'ready' });
  });
