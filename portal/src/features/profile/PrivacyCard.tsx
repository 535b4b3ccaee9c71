import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnAccount } from '@valik/domain/contracts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ApiError } from '../../lib/http.ts';
import { sessionStore } from '../session/session-store.ts';
import { toast } from '../toasts/toast-store.ts';
import { deleteAccount, downloadMyData } from './profile-api.ts';
import { Section } from './Section.tsx';

/** Privacy: a copy of all my data, and deleting my account (with a confirmation). */
export function PrivacyCard({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadMyData();
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(account.has_password ? { password: confirmation } : { email: confirmation });
      sessionStore.clear();
      queryClient.clear();
      location.assign('/');
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('Something went wrong. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Section id="privacy" title={t('Privacy')}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t('Your data')}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{t('Download everything we store about you as a JSON file.')}</Typography>
          <Button variant="outlined" onClick={() => void onExport()} disabled={exporting}>
            {t('Download my data')}
          </Button>
        </Box>
        <Divider />
        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            {t('Delete my account')}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            {t('Your login, profile and contact details are erased at once and you are logged out everywhere. Invoices and payments are kept without your name for seven years, as accounting law requires.')}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('Delete my account')}
          </Button>
        </Box>
      </Stack>
      <Dialog open={deleting} onClose={() => setDeleting(false)} aria-labelledby="delete-account-title" fullWidth maxWidth="sm">
        <Box component="form" noValidate onSubmit={(e) => void onDelete(e)}>
          <DialogTitle id="delete-account-title">{t('Delete your account for good?')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('This cannot be undone. Your course registrations and results will no longer be linked to you.')}</DialogContentText>
              {error ? <Alert severity="error">{t(error)}</Alert> : null}
              {account.has_password ? (
                <PasswordField id="delete-password" label={t('Your password')} autoComplete="current-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoFocus />
              ) : (
                <TextField id="delete-email" type="email" label={t('Type your e-mail address')} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoFocus />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(false)}>{t('Cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy || !confirmation}>
              {t('Delete my account')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Section>
  );
}
