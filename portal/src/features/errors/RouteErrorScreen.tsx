// The router's errorElement: route errors (404/400 from the param rules), loader failures and code
// chunks that could not be loaded. A failed chunk reloads the target page once (see reload-guard.ts).
// What nobody expected (a render error, a bug in a loader) is reported; the route rules' answers and the
// API's errors are not (the server reports its own 5xx, with the request id).
import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ApiError } from '../../lib/http.ts';
import {
  canReloadAfterNavigationError,
  isChunkLoadError,
  reloadAfterNavigationError,
} from '../../lib/reload-guard.ts';
import { loadingBar } from '@valik/ui/loading-bar/controller';
import { ErrorScreen } from './ErrorScreen.tsx';
import { reportError } from '@valik/ui/error-reporting';

/** Whether the error screen shows something nobody expected (and so reports it). */
export function isUnexpectedRouteError(error: unknown): boolean {
  return !isRouteErrorResponse(error) && !(error instanceof ApiError);
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const target = location.pathname + location.search + location.hash;
  const willReload = useMemo(
    () => isChunkLoadError(error) && canReloadAfterNavigationError(target),
    [error, target],
  );

  useEffect(() => {
    if (willReload) {
      reloadAfterNavigationError(target);
      return;
    }
    loadingBar.fail();
    if (isUnexpectedRouteError(error)) reportError(error, { handledBy: 'route-error-screen' });
  }, [willReload, target, error]);

  if (willReload) return null;
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorScreen status={error.status} message={message} />;
  }
  if (error instanceof ApiError) {
    return <ErrorScreen status={error.status || null} message={error.message} error={error} />;
  }
  return <ErrorScreen error={error} />;
}
