import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OwnAccount } from '@valik/domain/contracts';
import { profileSchema } from '@valik/domain';
import { ApiError } from '../../lib/http.ts';
import { issuesByField, serverFieldErrors } from '../auth/form-errors.ts';
import { refreshSessionUser } from '../session/session-api.ts';
import { toast } from '../toasts/toast-store.ts';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';
import { deleteAvatar, profileKeys, readAsDataUrl, updateProfile, uploadAvatar } from './profile-api.ts';
import { Section } from './Section.tsx';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The answer of an e-mail change link, which lands on /user/profile?email_changed=1 (with `error=…`
 * when it did not apply). Read once, then taken out of the address bar.
 */
function takeEmailChangeResult(): { severity: 'success' | 'error'; message: string } | null {
  const params = new URLSearchParams(window.location.search);
  if (params.get('email_changed') !== '1') return null;
  const error = params.get('error');
  params.delete('email_changed');
  params.delete('error');
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  if (!error) return { severity: 'success', message: 'Your e-mail address was changed.' };
  if (error === 'EMAIL_TAKEN') return { severity: 'error', message: 'A user with this email address already exists' };
  return { severity: 'error', message: 'This link is invalid or has expired. Please ask for a new one.' };
}

export function ProfileDetailsCard({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ firstName: account.first_name, lastName: account.last_name, phoneNumber: account.phone_number ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const [emailResult] = useState(takeEmailChangeResult);

  const saved = async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.account });
    await refreshSessionUser();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateProfile({ first_name: parsed.data.firstName, last_name: parsed.data.lastName, phone_number: parsed.data.phoneNumber });
      await saved();
      toast.success(t('Saved'));
    } catch (e) {
      setErrors(serverFieldErrors(e));
      toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const onPickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast.error(t('The image can be at most 5 MB'));
      return;
    }
    setAvatarBusy(true);
    try {
      await uploadAvatar(await readAsDataUrl(file));
      await saved();
      toast.success(t('Your picture was updated'));
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    } finally {
      setAvatarBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onRemoveAvatar = async () => {
    setAvatarBusy(true);
    try {
      await deleteAvatar();
      await saved();
    } finally {
      setAvatarBusy(false);
    }
  };

  const initials = `${account.first_name.charAt(0)}${account.last_name.charAt(0)}`.toUpperCase();

  return (
    <Section id="profile-details" title={t('Profile')}>
      {emailResult ? (
        <Alert severity={emailResult.severity} sx={{ mb: 2.5 }}>
          {t(emailResult.message)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', minWidth: 160 }}>
          <Avatar src={account.avatar ?? undefined} alt={t('Your picture')} sx={{ width: 112, height: 112, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initials}
          </Avatar>
          <input
            ref={fileInput}
            id="avatar-file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            onChange={(e) => void onPickFile(e.target.files?.[0])}
          />
          <Button variant="outlined" size="small" disabled={avatarBusy} onClick={() => fileInput.current?.click()}>
            {account.avatar ? t('Change picture') : t('Add a picture')}
          </Button>
          {account.avatar ? (
            <Button variant="text" size="small" color="inherit" disabled={avatarBusy} onClick={() => void onRemoveAvatar()}>
              {t('Remove picture')}
            </Button>
          ) : null}
        </Stack>
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Profile')} sx={{ flex: 1 }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
              <TextField
                fullWidth
                id="profile-first-name"
                label={t('First name')}
                autoComplete="given-name"
                value={values.firstName}
                onChange={(e) => setValues((v) => ({ ...v, firstName: e.target.value }))}
                error={Boolean(errors.firstName)}
                helperText={errors.firstName ? t(errors.firstName) : undefined}
              />
              <TextField
                fullWidth
                id="profile-last-name"
                label={t('Last name')}
                autoComplete="family-name"
                value={values.lastName}
                onChange={(e) => setValues((v) => ({ ...v, lastName: e.target.value }))}
                error={Boolean(errors.lastName)}
                helperText={errors.lastName ? t(errors.lastName) : undefined}
              />
            </Stack>
            <TextField
              id="profile-phone"
              type="tel"
              label={t('Phone')}
              autoComplete="tel"
              value={values.phoneNumber}
              onChange={(e) => setValues((v) => ({ ...v, phoneNumber: e.target.value }))}
              error={Boolean(errors.phoneNumber)}
              helperText={errors.phoneNumber ? t(errors.phoneNumber) : undefined}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                fullWidth
                id="profile-email"
                label={t('E-mail')}
                value={account.email}
                helperText={t('You log in with this address.')}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button variant="outlined" onClick={() => setChangingEmail(true)} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
                {t('Change e-mail address')}
              </Button>
            </Stack>
            <ChangeEmailDialog open={changingEmail} currentEmail={account.email} onClose={() => setChangingEmail(false)} />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('Save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Stack>
    </Section>
  );
}
