// Loaded only when performance traces are on (PUBLIC_SENTRY_TRACES_SAMPLE_RATE > 0): the data router's
// Sentry integration names page loads and navigations by their route (/user/cohorts/:id). Its own chunk,
// since the tracing code is a quarter of the SDK and most pages never need it. React Router's hooks come
// in as arguments, so this chunk holds only Sentry's code.
import { addIntegration, reactRouterV7BrowserTracingIntegration, wrapCreateBrowserRouterV7 } from '@sentry/react';

type RouterHooks = Parameters<typeof reactRouterV7BrowserTracingIntegration>[0];

/** Adds the integration and returns `create` wrapped by it (the router must be built with the wrapper). */
export function traceRouter<F extends Parameters<typeof wrapCreateBrowserRouterV7>[0]>(hooks: RouterHooks, create: F): F {
  addIntegration(reactRouterV7BrowserTracingIntegration(hooks));
  return wrapCreateBrowserRouterV7(create) as F;
}
