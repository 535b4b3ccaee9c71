// The second step of a sign-in for someone with a verified factor (session assurance aal1 → aal2):
// the code from the authenticator app, or one sent by SMS.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/http.ts';
import { challengeFactor, verifyFactor, verifyRecoveryCode } from '../session/session-api.ts';
import type { Factor, SessionUser } from '../session/session-user.ts';

export function SecondFactorForm({
  factors,
  onSignedIn,
  onCancel,
}: {
  factors: Factor[];
  onSignedIn: (user: SessionUser) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '');
  const [code, setCode] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [smsSent, setSmsSent] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const factor = factors.find((f) => f.id === factorId);
  const isPhone = factor?.factor_type === 'phone';

  const fail = (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : t('Something went wrong. Please try again.'));

  const sendSms = async () => {
    setBusy(true);
    setError(null);
    try {
      setChallengeId((await challengeFactor(factorId)).id);
      setSmsSent(true);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const onSubmitRecovery = async () => {
    if (!code.trim()) {
      setError(t('Enter one of your recovery codes'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await verifyRecoveryCode(code);
      if (user) onSignedIn(user);
      else setError(t('Something went wrong. Please try again.'));
    } catch (e) {
      fail(e);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (useRecovery) {
      await onSubmitRecovery();
      return;
    }
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(t('Enter the 6-digit code'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const challenge = isPhone && challengeId ? challengeId : (await challengeFactor(factorId)).id;
      const user = await verifyFactor(factorId, challenge, digits);
      if (user) onSignedIn(user);
      else setError(t('Something went wrong. Please try again.'));
    } catch (e) {
      fail(e);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Two-step verification')}>
      <Stack spacing={2.5}>
        <Typography>
          {useRecovery
            ? t('Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.')
            : isPhone
              ? t('Enter the code we send to your phone.')
              : t('Enter the 6-digit code from your authenticator app.')}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert">
            {t(error)}
          </Alert>
        ) : null}
        {factors.length > 1 && !useRecovery ? (
          <RadioGroup
            aria-label={t('Choose a factor')}
            value={factorId}
            onChange={(e) => {
              setFactorId(e.target.value);
              setChallengeId(null);
              setSmsSent(false);
            }}
          >
            {factors.map((f) => (
              <FormControlLabel
                key={f.id}
                value={f.id}
                control={<Radio />}
                label={`${f.friendly_name} (${f.factor_type === 'phone' ? t('SMS') : t('Authenticator app')})`}
              />
            ))}
          </RadioGroup>
        ) : null}
        {isPhone && !useRecovery ? (
          <Button variant="outlined" onClick={() => void sendSms()} disabled={busy}>
            {smsSent ? t('Send a new code') : t('Send the code')}
          </Button>
        ) : null}
        {useRecovery ? (
          <TextField
            key="recovery"
            id="recovery-code"
            label={t('Recovery code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
          />
        ) : (
          <TextField
            key="code"
            id="second-factor-code"
            label={t('Code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus={!isPhone}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, pattern: '[0-9 ]*' } }}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy || (isPhone && !useRecovery && !challengeId)}>
          {busy ? t('Checking…') : t('Confirm')}
        </Button>
        <Button
          variant="text"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode('');
            setError(null);
          }}
        >
          {useRecovery ? t('Use the code of my factor') : t('Lost your phone? Use a recovery code')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t('Cancel and log out')}
        </Button>
      </Stack>
    </Box>
  );
}
