// Last line of defence around the whole app: a render error outside any route is reported and shows the
// error screen (errors inside a route reach RouteErrorScreen instead).
import type { ReactNode } from 'react';
import { ReportingErrorBoundary } from '@valik/ui/error-reporting';
import { ErrorScreen } from './ErrorScreen.tsx';

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ReportingErrorBoundary fallback={({ error }) => <ErrorScreen error={error} />}>{children}</ReportingErrorBoundary>;
}
