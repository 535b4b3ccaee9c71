// /auth/signup: student sign-up with the rules of product-spec §5 (the domain's signupSchema, the same
// the server checks), then "check your e-mail": the confirmation link signs in and lands on
// /user/success/signup.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signupSchema } from '@valik/api/domain';
import { DevMailboxHint } from '../../components/DevMailboxHint.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ApiError, api } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { issuesByField, serverFieldErrors } from './form-errors.ts';

const EMPTY = { firstName: '', lastName: '', email: '', emailConfirm: '', password: '', passwordConfirm: '' };
type Field = keyof typeof EMPTY | 'terms';

export default function SignupPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = signupSchema.safeParse({ ...values, terms });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await api.post('/api/v1/auth/signup', {
        first_name: parsed.data.firstName,
        last_name: parsed.data.lastName,
        email: parsed.data.email,
        email_confirm: parsed.data.emailConfirm,
        password: parsed.data.password,
        password_confirm: parsed.data.passwordConfirm,
        terms: true,
      });
      setSentTo(parsed.data.email);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ email: error.message });
      else setFormError(error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <PageHeading>{t('Check your e-mail')}</PageHeading>
        <Stack spacing={2}>
          <Typography>
            {t('We sent a confirmation link to {{email}}. Open it to confirm your address and log in.', { email: sentTo })}
          </Typography>
          <Typography color="text.secondary">{t('Did not get it? Check the spam folder. Logging in sends a new link.')}</Typography>
          <DevMailboxHint />
          <Button variant="outlined" component={PortalLink} href="/auth/login">
            {t('Back to log in')}
          </Button>
        </Stack>
      </>
    );
  }

  const field = (name: keyof typeof EMPTY, label: string, extra: { type?: string; autoComplete?: string } = {}) => ({
    id: `signup-${name}`,
    name,
    label: t(label),
    value: values[name],
    onChange: set(name),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name] ?? '') : undefined,
    ...extra,
  });

  return (
    <>
      <PageHeading>{t('Sign up')}</PageHeading>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Sign up')}>
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" role="alert">
              {t(formError)}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField fullWidth {...field('firstName', 'First name', { autoComplete: 'given-name' })} />
            <TextField fullWidth {...field('lastName', 'Last name', { autoComplete: 'family-name' })} />
          </Stack>
          <TextField {...field('email', 'E-mail', { type: 'email', autoComplete: 'email' })} />
          <TextField {...field('emailConfirm', 'E-mail again', { type: 'email', autoComplete: 'email' })} />
          <PasswordField {...field('password', 'Password', { autoComplete: 'new-password' })} />
          <PasswordField {...field('passwordConfirm', 'Password again', { autoComplete: 'new-password' })} />
          <Typography variant="body2" color="text.secondary">
            {t('At least 10 characters. Avoid passwords that are easy to guess.')}
          </Typography>
          <FormControl error={Boolean(errors.terms)} required>
            <FormControlLabel
              control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} name="terms" />}
              label={t('I agree to the terms of use and the privacy policy')}
            />
            {errors.terms ? <FormHelperText>{t(errors.terms)}</FormHelperText> : null}
          </FormControl>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? t('Creating your account…') : t('Create account')}
          </Button>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3 }}>
        {t('Already have an account?')}{' '}
        <Link component={PortalLink} href="/auth/login">
          {t('Log in')}
        </Link>
      </Typography>
    </>
  );
}
