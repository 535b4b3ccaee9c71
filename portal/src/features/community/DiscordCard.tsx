// The profile's Discord card (issue 14 item 1), for students and teachers: connect (Discord's consent page,
// then back through /user/track/discord), the connected name, disconnect after a confirmation.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/http.ts';
import { refreshSessionUser } from '../session/session-api.ts';
import { toast } from '../toasts/toast-store.ts';
import { Section } from '../profile/Section.tsx';
import { communityKeys, disconnectDiscord, fetchDiscord, startDiscordConnection } from './community-api.ts';

export function DiscordCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: communityKeys.discord, queryFn: fetchDiscord });
  const [confirm, setConfirm] = useState(false);
  const connect = useMutation({
    mutationFn: startDiscordConnection,
    onSuccess: (url) => window.location.assign(url),
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('Unable to authenticate with Discord')),
  });
  const disconnect = useMutation({
    mutationFn: disconnectDiscord,
    onSuccess: async () => {
      setConfirm(false);
      toast.success(t('Discord is disconnected.'));
      await queryClient.invalidateQueries({ queryKey: communityKeys.discord });
      await refreshSessionUser();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });

  const account = query.data?.account ?? null;
  return (
    <Section id="discord" title={t('Discord')} description={t('Your group’s channel on Discord: connect your account to get in and to ask the Valik bot about your classes.')}>
      {query.isPending && <CircularProgress size={24} aria-label={t('Loading')} />}
      {query.isError && <Alert severity="error">{t('Something went wrong. Please try again.')}</Alert>}
      {query.data && !query.data.available && <Alert severity="info">{t('Discord is not available at the moment')}</Alert>}
      {query.data?.available && !account && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>{t('No Discord account is connected.')}</Typography>
          <Button variant="contained" onClick={() => connect.mutate()} disabled={connect.isPending}>
            {t('Connect Discord')}
          </Button>
        </Stack>
      )}
      {account && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>
            {t('Connected as')} <strong>{account.name}</strong>
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setConfirm(true)}>
            {t('Disconnect Discord')}
          </Button>
        </Stack>
      )}
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="discord-disconnect-title">
        <DialogTitle id="discord-disconnect-title">{t('Disconnect Discord?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('You leave your groups’ Discord channels. You can connect again at any time.')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('Cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
            {t('Disconnect')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
