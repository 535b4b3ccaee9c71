import { useEffect, type ReactNode } from 'react';
import { Layout, useGetIdentity, useLocation, type ErrorProps, type LayoutProps } from 'react-admin';
import { reportError, setReportedUser } from '@valik/ui/error-reporting';
import { checkAdminPath } from '../routing/admin-path.ts';
import { AdminLoadingBar } from './AdminLoadingBar.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { ConsoleAppBar, SavedLanguage } from './LanguageSwitch.tsx';
import { NewBuildNotice } from './NewBuildNotice.tsx';

/** A path with a bad id or unknown to the route table shows the error screen instead of its page. */
function RouteCheck({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = checkAdminPath(pathname);
  if (match.status !== 200) return <ErrorScreen status={match.status} message={match.message} />;
  return children;
}

/** The signed-in admin, by id, on every error report. */
function ReportedUser() {
  const { identity } = useGetIdentity();
  const id = identity?.id;
  useEffect(() => {
    setReportedUser(typeof id === 'number' ? { id } : null);
  }, [id]);
  return null;
}

/** A page that crashed while rendering: reported, and the error screen instead of the page. */
function RenderError({ error, errorInfo }: ErrorProps) {
  const status = (error as { status?: unknown }).status;
  useEffect(() => {
    reportError(error, { handledBy: 'admin-layout' });
  }, [error]);
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
    // Content may shrink below its tables' width; a wide table scrolls inside its card, never the page
    // (issue 18 item 7). The list's main column is a flex item too: without min-width 0 it grew to the
    // table's width and pushed the last column under the app bar at 1280 px.
    <Layout
      error={RenderError}
      appBar={ConsoleAppBar}
      menu={ConsoleMenu}
      sx={(theme) => ({
        // react-admin gives the layout min-width: fit-content, so one wide table widened the whole page
        minWidth: 0,
        // on a phone the app bar is sticky, in the page's flow (ConsoleAppBar): no room is kept for it
        [theme.breakpoints.down('sm')]: { '& .RaLayout-appFrame': { marginTop: 0 } },
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
        '& .RaLayout-content': { minWidth: 0 },
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
        '& .RaDataTable-root, & .RaDatagrid-root': { overflowX: 'auto', maxWidth: '100%' },
      })}
    >
      <AdminLoadingBar />
      <DocumentTitle />
      <ReportedUser />
      <SavedLanguage />
      <NewBuildNotice />
      <RouteCheck>{children}</RouteCheck>
    </Layout>
  );
}
