import type { ReactNode } from 'react';
import { Layout, useLocation, type ErrorProps, type LayoutProps } from 'react-admin';
import { checkAdminPath } from '../routing/admin-path.ts';
import { AdminLoadingBar } from './AdminLoadingBar.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** A path with a bad id or unknown to the route table shows the error screen instead of its page. */
function RouteCheck({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = checkAdminPath(pathname);
  if (match.status !== 200) return <ErrorScreen status={match.status} message={match.message} />;
  return children;
}

/** A page that crashed while rendering. */
function RenderError({ error, errorInfo }: ErrorProps) {
  const status = (error as { status?: unknown }).status;
  return (
    <ErrorScreen
      status={typeof status === 'number' ? status : null}
      message={error.message}
      details={[error.stack, errorInfo?.componentStack].filter(Boolean).join('\n')}
    />
  );
}

export function AppLayout({ children }: LayoutProps) {
  return (
    // Content may shrink below its tables' width on a phone; a wide table scrolls inside its card.
    <Layout error={RenderError} sx={{ '& .RaLayout-content': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}>
      <AdminLoadingBar />
      <RouteCheck>{children}</RouteCheck>
    </Layout>
  );
}
