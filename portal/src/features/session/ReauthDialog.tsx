// Sensitive changes ask again (ADR 017): when the API answers REAUTH_REQUIRED (a change of e-mail,
// password or second factors, new recovery codes, deleting the account, on a session signed in more than
// ten minutes ago), this dialog asks for the password, and the code of a second factor when one is on;
// once the server accepts them the change is sent again (lib/http.ts), so no page handles it itself.
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
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
import { ApiError, fieldErrors, json, v1 } from '../../lib/http.ts';
import { reauthRequests } from './reauth-requests.ts';

interface Factor {
  id: string;
  factor_type: 'totp' | 'phone';
}

/**
 * Shown for the open request of `reauthRequests`; RootLayout loads and mounts it once a first request
 * comes and keeps it mounted (so it closes with its transition). Each request gets a fresh form.
 */
export default function ReauthDialog() {
  const request = useSyncExternalStore(reauthRequests.subscribe, reauthRequests.getSnapshot, reauthRequests.getSnapshot);
  // the last request's form stays on screen while the dialog fades out
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const finish = (confirmed: boolean) => {
    if (request) reauthRequests.settle(confirmed);
  };
  return (
    <Dialog open={request !== null} onClose={() => finish(false)} fullWidth maxWidth="xs" aria-labelledby="reauth-title">
      {shown ? <ReauthForm key={shown.id} onFinish={finish} /> : null}
    </Dialog>
  );
}

function ReauthForm({ onFinish: finish }: { onFinish: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [factor, setFactor] = useState<Factor | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A second factor that is on must be passed too: its challenge is made now (an SMS is sent).
  useEffect(() => {
    let current = true;
    void json(v1.auth.factors.$get())
      .then(async (list) => {
        const verified = list.data.find((f) => f.status === 'verified');
        if (!verified || !current) return;
        setFactor({ id: verified.id, factor_type: verified.factor_type });
        const challenge = await json(v1.auth.factors[':id'].challenge.$post({ param: { id: verified.id }, json: {} }));
        if (current) setChallengeId(challenge.id);
      })
      .catch(() => {
        if (current) setError('Something went wrong. Please try again.');
      });
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      await json(
        v1.auth.reauthenticate.$post({
          json: { password, ...(factor && challengeId ? { factor_id: factor.id, challenge_id: challengeId, code: code.trim() } : {}) },
        }),
      );
      finish(true);
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setError(e instanceof ApiError && e.message ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle id="reauth-title">{t('Confirm it is you')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography>{t('This change needs your password, because you logged in a while ago.')}</Typography>
            {error ? <Alert severity="error">{t(error)}</Alert> : null}
            <TextField
              id="reauth-password"
              type="password"
              label={t('Current password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ? t(errors.password) : undefined}
              required
              autoFocus
            />
            {factor ? (
              <TextField
                id="reauth-code"
                label={t('Code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={Boolean(errors.code)}
                helperText={
                  errors.code
                    ? t(errors.code)
                    : factor.factor_type === 'phone'
                      ? t('Enter the code we send to your phone.')
                      : t('Enter the 6-digit code from your authenticator app.')
                }
                required
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || (factor !== null && challengeId === null)}>
            {t('Confirm')}
          </Button>
        </DialogActions>
      </Box>
    </>
  );
}
