// Around every page: the loading bar, the toasts, the cookie banner, scroll restoration and the
// session hydration of spec §4 (on mount, with no user cached, ask the server who is signed in).
import { useCallback, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { PORTAL_ROUTES, matchRoute } from '@valik/api/domain';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { applyUserLanguage } from '../i18n/index.ts';
import { CookieBanner } from '../features/cookie-banner/CookieBanner.tsx';
import { LoadingBar, useDriveLoadingBar } from '../features/loading-bar/LoadingBar.tsx';
import { NewBuildNotice } from '../features/new-build/NewBuildNotice.tsx';
import { ensureSession } from '../features/session/session-api.ts';
import { loginPath, needsSessionUser } from '../features/session/guards.ts';
import { useSessionRefresh } from '../features/session/use-session-refresh.ts';
import { ReauthDialog } from '../features/session/ReauthDialog.tsx';
import { Toaster } from '../features/toasts/Toaster.tsx';

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
      <Toaster />
      <ReauthDialog />
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
