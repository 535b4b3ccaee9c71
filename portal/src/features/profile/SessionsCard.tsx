import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatDate } from '@valik/domain';
import { sessionStore } from '../session/session-store.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchSessions, profileKeys, signOutEverywhere } from './profile-api.ts';
import { Section } from './Section.tsx';

/** A short name for a browser from its user agent ("Chrome on Android"). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return [browser, os].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

/** Where I am signed in, and signing out everywhere (this browser too). */
export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: profileKeys.sessions, queryFn: fetchSessions });
  const [confirming, setConfirming] = useState(false);

  const onSignOutEverywhere = async () => {
    try {
      await signOutEverywhere();
      sessionStore.clear();
      queryClient.clear();
      toast.success(t('You were signed out everywhere.'));
      await navigate('/auth/login');
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    }
  };

  return (
    <Section id="sessions" title={t('Where you are logged in')}>
      <List dense aria-label={t('Sessions')} sx={{ mb: 2 }}>
        {(data ?? []).map((s) => (
          <ListItem key={s.id} divider>
            <ListItemText
              primary={
                <>
                  {deviceName(s.user_agent)}{' '}
                  {s.current ? <Chip size="small" color="primary" label={t('This device')} component="span" sx={{ ml: 1 }} /> : null}
                </>
              }
              secondary={`${t('Since')} ${formatDate(s.created_at)}${s.ip_address ? ` · ${s.ip_address}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" color="warning" onClick={() => setConfirming(true)}>
        {t('Log out everywhere')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">{t('Log out everywhere?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Every session ends, on this device too. You will need to log in again.')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
          <Button color="warning" variant="contained" onClick={() => void onSignOutEverywhere()}>
            {t('Log out everywhere')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
