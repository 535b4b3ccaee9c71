// Layout of every /user/* page: a top bar with the logo, the menu of the user's role, the language
// switch and logout; on phones the menu moves into a drawer.
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { signOut } from '../session/session-api.ts';
import { useSession } from '../session/use-session.ts';
import { toast } from '../toasts/toast-store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { QueryLayer } from './QueryLayer.tsx';
import { Logo } from './Logo.tsx';
import { PortalLink } from './PortalLink.tsx';
import { SIGNED_OUT_NAV, navItemsForRole, type NavItem } from './nav-items.ts';

// the phones' menu drawer is downloaded when it first opens (its Modal and transitions are not needed
// for the first paint; issue 16 item 5)
const NavDrawer = lazy(() => import('./NavDrawer.tsx').then((m) => ({ default: m.NavDrawer })));

/** The layout inside the data layer (TanStack Query), which only the /user pages use. */
export function UserLayout() {
  return (
    <QueryLayer>
      <UserFrame />
    </QueryLayer>
  );
}

function UserFrame() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  if (drawerOpen && !drawerOpened) setDrawerOpened(true);
  const items: NavItem[] = user ? navItemsForRole(user.role) : SIGNED_OUT_NAV;
  const isCurrent = (item: NavItem) => !item.external && location.pathname.startsWith(item.to);

  const onLogout = async () => {
    setDrawerOpen(false);
    try {
      await signOut();
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    } finally {
      queryClient.clear();
      await navigate('/auth/login');
    }
  };

  const authAction = user ? (
    <Button color="inherit" startIcon={<Logout />} onClick={() => void onLogout()}>
      {t('Log out')}
    </Button>
  ) : (
    <Button color="inherit" startIcon={<Login />} component={PortalLink} href={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}>
      {t('Log in')}
    </Button>
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={t('Open menu')}
            aria-controls="user-nav-drawer"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          {/* the links wrap to a second row rather than push the page sideways (a longer menu in Russian) */}
          <Box component="nav" aria-label={t('Main menu')} sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.5, ml: 3, flex: 1, minWidth: 0 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={PortalLink}
                href={item.to}
                color="inherit"
                startIcon={<item.icon />}
                aria-current={isCurrent(item) ? 'page' : undefined}
                sx={isCurrent(item) ? { color: 'primary.main', bgcolor: 'primary.light' } : undefined}
              >
                {t(item.label)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <LanguageSwitch />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>{authAction}</Box>
        </Toolbar>
      </AppBar>

      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} isCurrent={isCurrent} signedIn={Boolean(user)} onLogout={() => void onLogout()} />
        </Suspense>
      )}

      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
