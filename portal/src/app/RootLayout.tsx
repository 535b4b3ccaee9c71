// Around every page: the loading bar, the toasts, the cookie banner, scroll restoration and the
// session hydration of spec §4 (on mount, with no user cached, ask the server who is signed in).
// What shows only now and then (a toast, the re-authentication dialog, the new-version notice) is
// loaded when it is first needed, and prefetched once the first page is idle (issue 16 item 5).
import { Suspense, lazy, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PORTAL_ROUTES, landingPageForRole, matchRoute } from '@valik/domain';
import { useTranslation } from '../i18n/react.tsx';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { applyUserLanguage } from '../i18n/index.ts';
import { CookieBanner } from '../features/cookie-banner/CookieBanner.tsx';
import { LoadingBar, useDriveLoadingBar } from '@valik/ui/loading-bar';
import { NewBuildNotice } from '../features/new-build/NewBuildNotice.tsx';
import { ensureSession } from '../features/session/session-api.ts';
import { loginPath, needsSessionUser } from '../features/session/guards.ts';
import { useSessionRefresh } from '../features/session/use-session-refresh.ts';
import { reauthRequests } from '../features/session/reauth-requests.ts';
import { useSession } from '../features/session/use-session.ts';
import { toast } from '../features/toasts/toast-store.ts';
import { setReauthHandler } from '../lib/http.ts';
import { LAYOUTS } from './pages.ts';
import { prefetchPath, whenIdle } from './prefetch.ts';

const loadToaster = () => import('../features/toasts/Toaster.tsx').then((m) => ({ default: m.Toaster }));
const loadReauthDialog = () => import('../features/session/ReauthDialog.tsx');
const Toaster = lazy(loadToaster);
const ReauthDialog = lazy(loadReauthDialog);

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The toasts, once there is a first one. */
function Toasts() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  if (!useOnceTrue(toasts.length > 0)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The re-authentication dialog (ADR 017), once the API first asks for it. */
function Reauth() {
  useEffect(() => {
    setReauthHandler(reauthRequests.ask);
    return () => setReauthHandler(null);
  }, []);
  const request = useSyncExternalStore(reauthRequests.subscribe, reauthRequests.getSnapshot, reauthRequests.getSnapshot);
  if (!useOnceTrue(request !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  );
}

/**
 * Once the first page is idle: the other layout (a visitor who signs in goes on to /user/*), the
 * signed-in person's landing page, and the code of the toasts and the re-authentication dialog.
 */
function IdlePrefetch() {
  const { user } = useSession();
  const landing = user ? landingPageForRole(user.role) : null;
  useEffect(() => {
    whenIdle(() => {
      void LAYOUTS.user().catch(() => undefined);
      void LAYOUTS.default().catch(() => undefined);
      if (landing) prefetchPath(landing);
      void loadToaster().catch(() => undefined);
      void loadReauthDialog().catch(() => undefined);
      // the phones' menu of the /user pages (UserLayout loads it when it first opens)
      if (landing) void import('../features/layout/NavDrawer.tsx').catch(() => undefined);
    });
  }, [landing]);
  return null;
}

/** The sliding session refresh; a session that ended elsewhere sends a guarded page to the login. */
function SessionKeeper() {
  const navigate = useNavigate();
  const location = useLocation();
  const onEnded = useCallback(() => {
    const match = matchRoute(PORTAL_ROUTES, location.pathname);
    if (match.status === 200 && needsSessionUser(match.route.guards)) {
      void navigate(loginPath(location.pathname + location.search), { replace: true });
    }
  }, [navigate, location.pathname, location.search]);
  useSessionRefresh(onEnded);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  useDriveLoadingBar();
  useEffect(() => {
    void ensureSession().then((user) => {
      if (user) applyUserLanguage(user.language);
    });
  }, []);

  return (
    <>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip + 2,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('Skip to content')}
      </Box>
      <LoadingBar />
      <SessionKeeper />
      <Outlet />
      <Toasts />
      <Reauth />
      <IdlePrefetch />
      <CookieBanner />
      <NewBuildNotice />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's loader runs (e.g. the session is being checked). */
export function AppFallback() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('Loading')} />
    </Box>
  );
}
