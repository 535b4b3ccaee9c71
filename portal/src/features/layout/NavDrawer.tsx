// The menu of the /user pages on phones: a drawer with the role's entries and log in / log out. Its own
// chunk, downloaded when the menu first opens (UserLayout), so the first page does not carry MUI's Modal.
import { useTranslation } from '../../i18n/react.tsx';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import { Logo } from './Logo.tsx';
import { PortalLink } from './PortalLink.tsx';
import type { NavItem } from './nav-items.ts';

const DRAWER_WIDTH = 280;

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  isCurrent: (item: NavItem) => boolean;
  signedIn: boolean;
  onLogout: () => void;
}

export function NavDrawer({ open, onClose, items, isCurrent, signedIn, onLogout }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="user-nav-drawer"
      open={open}
      onClose={onClose}
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
            onClick={onClose}
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
        {signedIn ? (
          <ListItemButton onClick={onLogout}>
            <ListItemIcon>
              <Logout />
            </ListItemIcon>
            <ListItemText primary={t('Log out')} />
          </ListItemButton>
        ) : (
          <ListItemButton component={PortalLink} href="/auth/login" onClick={onClose}>
            <ListItemIcon>
              <Login />
            </ListItemIcon>
            <ListItemText primary={t('Log in')} />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
