import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnAccount } from '@valik/domain/contracts';
import { newPasswordSchema } from '@valik/domain';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ApiError } from '../../lib/http.ts';
import { issuesByField, serverFieldErrors } from '../auth/form-errors.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import { changePassword, profileKeys } from './profile-api.ts';
import { Section } from './Section.tsx';

/** Change the password (current one, then the new one twice). Every other session ends. */
export function PasswordCard({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (!account.has_password) {
    return (
      <Section id="password" title={t('Password')}>
        <Typography>
          {t('Your account has no password yet. You log in with e-mail links.')}{' '}
          <Link component={PortalLink} href="/auth/update-password">
            {t('Set a password')}
          </Link>
        </Typography>
      </Section>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password, passwordConfirm });
    const found = parsed.success ? {} : issuesByField(parsed.error);
    if (!current) found.currentPassword = 'Password is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ current_password: current, password, password_confirm: passwordConfirm });
      setCurrent('');
      setPassword('');
      setPasswordConfirm('');
      toast.success(t('Your password was changed and your other sessions were ended.'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="password" title={t('Password')} description={t('Changing the password signs you out on every other device.')}>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Change password')}>
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <PasswordField
            id="current-password"
            label={t('Current password')}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword ? t(errors.currentPassword) : undefined}
          />
          <PasswordField
            id="changed-password"
            label={t('New password')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ? t(errors.password) : undefined}
          />
          <PasswordField
            id="changed-password-confirm"
            label={t('New password again')}
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(e) => setPasswordConfirm(e.target.value)}
            error={Boolean(errors.passwordConfirm)}
            helperText={errors.passwordConfirm ? t(errors.passwordConfirm) : undefined}
          />
          {Object.keys(errors).length > 0 ? <Alert severity="error">{t('Please check the marked fields.')}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('Change password')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Section>
  );
}
