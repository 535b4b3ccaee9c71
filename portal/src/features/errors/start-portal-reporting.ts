// The portal's error reporting: the shared SDK set-up (error-reporting.ts), the signed-in user attached
// by id whenever the session store changes, and, when performance traces are on, the data router's
// integration (router-tracing.ts).
import { useEffect } from 'react';
import { createBrowserRouter, createRoutesFromChildren, matchRoutes, useLocation, useNavigationType } from 'react-router';
import { runtimeErrorReporting } from '../../lib/runtime.ts';
import { readRunningBuild } from '@valik/ui/new-build';
import { sessionStore } from '../session/session-store.ts';
import { reportingStarted, setReportedUser, startErrorReporting } from '@valik/ui/error-reporting';

/** Starts reporting (when on and not a bot) and gives the router factory to build the app's router with. */
export async function startPortalErrorReporting(): Promise<typeof createBrowserRouter> {
  const config = runtimeErrorReporting();
  const started = startErrorReporting({ app: 'portal', config, buildId: readRunningBuild(document)?.id ?? null });
  if (!started) return createBrowserRouter;
  let reported: number | null = null;
  sessionStore.subscribe(() => {
    const user = sessionStore.getSnapshot().user;
    if ((user?.id ?? null) === reported) return;
    reported = user?.id ?? null;
    setReportedUser(user);
  });
  if (!config || config.tracesSampleRate <= 0) return createBrowserRouter;
  // the router's integration is added to a started SDK (it loads in its own chunk: error-reporting.ts)
  const [{ traceRouter }] = await Promise.all([import('./router-tracing.ts'), reportingStarted()]);
  return traceRouter({ useEffect, useLocation, useNavigationType, createRoutesFromChildren, matchRoutes }, createBrowserRouter);
}
