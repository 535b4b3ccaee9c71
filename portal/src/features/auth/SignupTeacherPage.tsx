// /auth/signup-teacher: the teacher application. Every field is required ('Please fill in all
// fields', product-spec §5); it makes an account and an application admins approve or reject.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
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
import { VALIDATION_MESSAGES, teacherApplicationSchema } from '@valik/api/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { ApiError, api } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { issuesByField, serverFieldErrors } from './form-errors.ts';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  emailConfirm: '',
  phoneNumber: '',
  shortDescription: '',
  courses: '',
  password: '',
  passwordConfirm: '',
};
type Field = keyof typeof EMPTY | 'terms';

export default function SignupTeacherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = teacherApplicationSchema.safeParse({ ...values, terms });
    if (!parsed.success) {
      const byField = issuesByField(parsed.error);
      setErrors(byField);
      if (Object.values(byField).includes(VALIDATION_MESSAGES.fillAllFields)) setFormError(VALIDATION_MESSAGES.fillAllFields);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const d = parsed.data;
      await api.post('/api/v1/auth/signup-teacher', {
        first_name: d.firstName,
        last_name: d.lastName,
        email: d.email,
        email_confirm: d.emailConfirm,
        phone_number: d.phoneNumber,
        short_description: d.shortDescription,
        courses: d.courses,
        password: d.password,
        password_confirm: d.passwordConfirm,
        terms: true,
      });
      await navigate('/auth/signup-teacher-success');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ email: error.message });
      else setFormError(error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, extra: Record<string, unknown> = {}) => ({
    id: `teacher-${name}`,
    name,
    label: t(label),
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name] ?? '') : undefined,
    ...extra,
  });

  return (
    <>
      <PageHeading>{t('Apply to teach')}</PageHeading>
      <Typography sx={{ mb: 3 }}>
        {t('Tell us about yourself and the courses you could teach. We will review your application and answer by e-mail.')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('Apply to teach')}>
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
          <TextField {...field('phoneNumber', 'Phone', { type: 'tel', autoComplete: 'tel' })} />
          <TextField {...field('shortDescription', 'Short description of yourself', { multiline: true, minRows: 3 })} />
          <TextField {...field('courses', 'Courses you could teach', { multiline: true, minRows: 2 })} />
          <PasswordField {...field('password', 'Password', { autoComplete: 'new-password' })} />
          <PasswordField {...field('passwordConfirm', 'Password again', { autoComplete: 'new-password' })} />
          <FormControl error={Boolean(errors.terms)} required>
            <FormControlLabel
              control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} name="terms" />}
              label={t('I agree to the terms of use and the privacy policy')}
            />
            {errors.terms ? <FormHelperText>{t(errors.terms)}</FormHelperText> : null}
          </FormControl>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? t('Sending…') : t('Send application')}
          </Button>
        </Stack>
      </Box>
      <Link component={PortalLink} href="/auth/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('Back to log in')}
      </Link>
    </>
  );
}
