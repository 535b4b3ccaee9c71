// /auth/update-password: ask for a reset link by e-mail; the link (or an admin's invitation) comes
// back here with a token to set the new password, entered twice, and a confirmation at the end.
// Setting it ends every session (product-spec §5 "Password reset needs a confirmation step").
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailSchema, newPasswordSchema } from '@valik/domain';
import { DevMailboxHint } from '../../components/DevMailboxHint.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ApiError, authApi } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { sessionStore } from '../session/session-store.ts';
import { issuesByField } from './form-errors.ts';

const messageOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');

function RequestLinkForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Invalid e-mail address');
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await authApi.post('/request-password-reset', { email: parsed.data, redirectTo: '/auth/update-password' });
      setSent(true);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('If there is an account for {{email}}, we have sent a link to set a new password. It works for one hour.', { email: email.trim() })}
        </Alert>
        <DevMailboxHint />
        <Button variant="outlined" component={PortalLink} href="/auth/login">
          {t('Back to log in')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Reset your password')}>
      <Stack spacing={2.5}>
        <Typography>{t('Enter your e-mail address and we will send you a link to set a new password.')}</Typography>
        {error ? (
          <Alert severity="error" role="alert">
            {t(error)}
          </Alert>
        ) : null}
        <TextField
          id="reset-email"
          type="email"
          label={t('E-mail')}
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ? t(fieldError) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('Send me a link')}
        </Button>
        <Link component={PortalLink} href="/auth/login">
          {t('Back to log in')}
        </Link>
      </Stack>
    </Box>
  );
}

function NewPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password, passwordConfirm });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      await authApi.post('/reset-password', { token, newPassword: parsed.data.password });
      sessionStore.clear(); // every session ended, this browser's too
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length > 0) setErrors({ password: e.issues[0]?.message ?? e.message });
      else setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {invite ? t('Your password is set. You can now log in.') : t('Your password has been changed. Every session was signed out; log in with the new password.')}
        </Alert>
        <Button variant="contained" component={PortalLink} href="/auth/login">
          {t('Log in')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={invite ? t('Set your password') : t('Set a new password')}>
      <Stack spacing={2.5}>
        {error ? (
          <Alert severity="error" role="alert">
            {t(error)}{' '}
            <Link component={PortalLink} href="/auth/update-password">
              {t('Ask for a new link')}
            </Link>
          </Alert>
        ) : null}
        <PasswordField
          id="new-password"
          label={t('New password')}
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ? t(errors.password) : t('At least 10 characters. Avoid passwords that are easy to guess.')}
        />
        <PasswordField
          id="new-password-confirm"
          label={t('New password again')}
          autoComplete="new-password"
          required
          value={passwordConfirm}
          onChange={(e) => setPasswordConfirm(e.target.value)}
          error={Boolean(errors.passwordConfirm)}
          helperText={errors.passwordConfirm ? t(errors.passwordConfirm) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {invite ? t('Set password') : t('Change password')}
        </Button>
      </Stack>
    </Box>
  );
}

export default function UpdatePasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const invite = params.get('invite') === '1';
  return (
    <>
      <PageHeading>{token ? (invite ? t('Set your password') : t('Set a new password')) : t('Update password')}</PageHeading>
      {token ? <NewPasswordForm token={token} invite={invite} /> : <RequestLinkForm />}
    </>
  );
}
