// Layout of every /user/* page: a top bar with the logo, the menu of the user's role, the language
// switch and logout; on phones the menu moves into a drawer.
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
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

const DRAWER_WIDTH = 280;

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
          <Box component="nav" aria-label={t('Main menu')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3, flex: 1 }}>
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

      <Drawer
        id="user-nav-drawer"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <Divider />
        <List component="nav" aria-label={t('Main menu')}>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={PortalLink}
              href={item.to}
              selected={isCurrent(item)}
              aria-current={isCurrent(item) ? 'page' : undefined}
              onClick={() => setDrawerOpen(false)}
            >
              <ListItemIcon>
                <item.icon />
              </ListItemIcon>
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        {/* a div: its one entry is a button, and a list may hold only list items */}
        <List component="div">
          {user ? (
            <ListItemButton onClick={() => void onLogout()}>
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary={t('Log out')} />
            </ListItemButton>
          ) : (
            <ListItemButton component={PortalLink} href="/auth/login" onClick={() => setDrawerOpen(false)}>
              <ListItemIcon>
                <Login />
              </ListItemIcon>
              <ListItemText primary={t('Log in')} />
            </ListItemButton>
          )}
        </List>
      </Drawer>

      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
