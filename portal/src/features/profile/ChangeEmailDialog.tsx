import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changeEmailSchema } from '@valik/domain';
import { ApiError } from '../../lib/http.ts';
import { issuesByField, serverFieldErrors } from '../auth/form-errors.ts';
import { requestEmailChange } from './profile-api.ts';

/**
 * Changing the e-mail address: the new one twice. The server sends a link to the new address (and a
 * notice to the old one); the address changes only when the link is followed.
 */
export function ChangeEmailDialog({ open, currentEmail, onClose }: { open: boolean; currentEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', emailConfirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues({ email: '', emailConfirm: '' });
    setErrors({});
    setError(null);
    setSentTo(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const reply = await requestEmailChange({ email: parsed.data.email, email_confirm: parsed.data.emailConfirm });
      setSentTo(reply.pending_email);
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setError(e instanceof ApiError && e.message ? e.message : t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="change-email-title">
      <DialogTitle id="change-email-title">{t('Change e-mail address')}</DialogTitle>
      {sentTo ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {t('We sent a confirmation link to {{email}}. Your address changes once you open it.', { email: sentTo })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              {t('Close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <DialogContent>
            <Stack spacing={2.5}>
              <Typography>{t('Your address now is {{email}}. Until you confirm the new one, you keep logging in with it.', { email: currentEmail })}</Typography>
              {error ? <Alert severity="error">{t(error)}</Alert> : null}
              <TextField
                id="new-email"
                type="email"
                label={t('New e-mail address')}
                autoComplete="email"
                value={values.email}
                onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
                error={Boolean(errors.email)}
                helperText={errors.email ? t(errors.email) : undefined}
                required
                autoFocus
              />
              <TextField
                id="new-email-confirm"
                type="email"
                label={t('New e-mail address again')}
                autoComplete="email"
                value={values.emailConfirm}
                onChange={(e) => setValues((v) => ({ ...v, emailConfirm: e.target.value }))}
                error={Boolean(errors.emailConfirm)}
                helperText={errors.emailConfirm ? t(errors.emailConfirm) : undefined}
                required
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('Cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Send confirmation link')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
