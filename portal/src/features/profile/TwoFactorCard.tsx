import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EnrolledFactor, Factor } from '@valik/domain/contracts';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { challenge, enrolPhone, enrolTotp, fetchFactors, fetchRecoveryCodeStatus, issueRecoveryCodes, profileKeys, removeFactor, verify } from './profile-api.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { Section } from './Section.tsx';

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback);

type Kind = 'totp' | 'phone';

/** Adding a factor: name it, scan the QR code (or get an SMS), enter the first code to verify it. */
function AddFactorDialog({ kind, open, onClose }: { kind: Kind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(kind === 'totp' ? t('Authenticator app') : t('Phone'));
  const [phone, setPhone] = useState('');
  const [enrolled, setEnrolled] = useState<EnrolledFactor | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setRecoveryCodes(null);
    setEnrolled(null);
    setChallengeId(null);
    setCode('');
    setError(null);
    onClose();
  };

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const factor = kind === 'totp' ? await enrolTotp(name.trim()) : await enrolPhone(name.trim(), phone);
      setEnrolled(factor);
      if (kind === 'phone') setChallengeId((await challenge(factor.id)).id);
    } catch (e) {
      setError(messageOf(e, t('Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolled) return;
    setBusy(true);
    setError(null);
    try {
      const id = challengeId ?? (await challenge(enrolled.id)).id;
      const reply = await verify(enrolled.id, id, code.replace(/\s/g, ''));
      await queryClient.invalidateQueries({ queryKey: profileKeys.factors });
      await queryClient.invalidateQueries({ queryKey: profileKeys.recoveryCodes });
      toast.success(t('Two-step verification is on'));
      // the first authenticator app comes with recovery codes, shown only now
      if (reply.recovery_codes?.length) setRecoveryCodes(reply.recovery_codes);
      else close();
    } catch (e) {
      setError(messageOf(e, t('Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-factor-title">
      <DialogTitle id="add-factor-title">{kind === 'totp' ? t('Add an authenticator app') : t('Add a phone')}</DialogTitle>
      {recoveryCodes ? (
        <>
          <DialogContent>
            <RecoveryCodesList codes={recoveryCodes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('I have saved them')}
            </Button>
          </DialogActions>
        </>
      ) : !enrolled ? (
        <Box component="form" noValidate onSubmit={(e) => void start(e)}>
          <DialogContent>
            <Stack spacing={2.5}>
              {error ? <Alert severity="error">{t(error)}</Alert> : null}
              <TextField id="factor-name" label={t('Name for it')} value={name} onChange={(e) => setName(e.target.value)} required autoFocus helperText={t('For example the name of your phone.')} />
              {kind === 'phone' ? (
                <TextField id="factor-phone" type="tel" label={t('Phone number')} value={phone} onChange={(e) => setPhone(e.target.value)} required autoComplete="tel" />
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('Cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
              {t('Continue')}
            </Button>
          </DialogActions>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void confirm(e)}>
          <DialogContent>
            <Stack spacing={2.5}>
              {enrolled.totp ? (
                <>
                  <Typography>{t('Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).')}</Typography>
                  <Box component="img" data-sentry-block src={enrolled.totp.qr_code} alt={t('QR code for the authenticator app')} sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1 }} />
                  <Typography variant="body2">
                    {t('Or type this key into the app:')}{' '}
                    <Box component="code" data-testid="totp-secret" data-sentry-mask sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
                      {enrolled.totp.secret}
                    </Box>
                  </Typography>
                </>
              ) : (
                <Typography>{t('We sent a code to your phone.')}</Typography>
              )}
              {error ? <Alert severity="error">{t(error)}</Alert> : null}
              <TextField
                id="factor-code"
                label={t('Code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('Cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Turn on')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** Recovery codes: how many are left, and a new set (which replaces the old one) shown once. */
function RecoveryCodesRow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: profileKeys.recoveryCodes, queryFn: fetchRecoveryCodeStatus });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const onIssue = async () => {
    if (!window.confirm(t('New recovery codes replace the old ones, which stop working. Continue?'))) return;
    setBusy(true);
    try {
      setCodes((await issueRecoveryCodes()).codes);
      await queryClient.invalidateQueries({ queryKey: profileKeys.recoveryCodes });
    } catch (e) {
      toast.error(messageOf(e, t('Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography>{data ? t('Recovery codes left: {{count}}', { count: data.remaining }) : t('Recovery codes')}</Typography>
        <Button variant="text" onClick={() => void onIssue()} disabled={busy} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {t('Make new recovery codes')}
        </Button>
      </Stack>
      <Dialog open={codes !== null} onClose={() => setCodes(null)} fullWidth maxWidth="sm" aria-labelledby="recovery-codes-title">
        <DialogTitle id="recovery-codes-title">{t('Recovery codes')}</DialogTitle>
        <DialogContent>{codes ? <RecoveryCodesList codes={codes} /> : null}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setCodes(null)}>
            {t('I have saved them')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Second factors: the list with status, adding (TOTP; phone only when SMS is available) and removing. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: profileKeys.factors, queryFn: fetchFactors });
  const [adding, setAdding] = useState<Kind | null>(null);

  const onRemove = async (factor: Factor) => {
    if (!window.confirm(t('Remove “{{name}}”?', { name: factor.friendly_name }))) return;
    try {
      await removeFactor(factor.id);
      await queryClient.invalidateQueries({ queryKey: profileKeys.factors });
      toast.success(t('Removed'));
    } catch (e) {
      toast.error(messageOf(e, t('Something went wrong. Please try again.')));
    }
  };

  const factors = data?.data ?? [];
  return (
    <Section
      id="two-factor"
      title={t('Two-step verification')}
      description={t('With two-step verification, logging in also asks for a code from your phone: your password alone is not enough.')}
    >
      {isLoading ? null : factors.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('Two-step verification is off.')}</Typography>
      ) : (
        <List dense sx={{ mb: 2 }} aria-label={t('Your factors')}>
          {factors.map((f) => (
            // the button follows the words in the row (MUI's secondaryAction keeps only 48 px for it: a long name
            // ran under it on a phone)
            <ListItem key={f.id} divider sx={{ gap: 1 }}>
              <ListItemText
                primary={f.friendly_name}
                secondary={
                  <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', mt: 0.5 }}>
                    <span>{f.factor_type === 'phone' ? `${t('SMS')} ${f.phone ?? ''}` : t('Authenticator app')}</span>
                    <Chip size="small" component="span" label={f.status === 'verified' ? t('On') : t('Not finished')} color={f.status === 'verified' ? 'success' : 'default'} />
                  </Stack>
                }
              />
              <Button size="small" color="error" onClick={() => void onRemove(f)} aria-label={t('Remove {{name}}', { name: f.friendly_name })} sx={{ flexShrink: 0 }}>
                {t('Remove')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {factors.some((f) => f.status === 'verified') ? <RecoveryCodesRow /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => setAdding('totp')}>
          {t('Add an authenticator app')}
        </Button>
        {data?.phone_available ? (
          <Button variant="outlined" onClick={() => setAdding('phone')}>
            {t('Add a phone')}
          </Button>
        ) : null}
      </Stack>
      {adding ? <AddFactorDialog key={adding} kind={adding} open onClose={() => setAdding(null)} /> : null}
    </Section>
  );
}
