// The form both sign-ups share: names, e-mail twice, the form's own fields, password twice, terms.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEGAL_DOCUMENTS } from '@valik/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PasswordField } from '../../components/PasswordField.tsx';
import type { SignupForm as SignupFormState, SignupValues } from './use-signup-form.ts';

interface Props<V extends SignupValues> {
  form: SignupFormState<V>;
  /** the form's accessible name */
  label: string;
  /** the submit button's text, and its text while the form is being sent */
  submitLabels: { idle: string; busy: string };
  /** inputs between the e-mail and the password */
  fields?: ReactNode;
  /** shown under the password inputs */
  passwordHint?: ReactNode;
}

export function SignupForm<V extends SignupValues>({ form, label, submitLabels, fields, passwordHint }: Props<V>) {
  const { t } = useTranslation();
  const { field, errors, formError, terms, setTerms, submitting, onSubmit } = form;
  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" role="alert">
            {t(formError)}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField fullWidth {...field('firstName', t('First name'), { autoComplete: 'given-name' })} />
          <TextField fullWidth {...field('lastName', t('Last name'), { autoComplete: 'family-name' })} />
        </Stack>
        <TextField {...field('email', t('E-mail'), { type: 'email', autoComplete: 'email' })} />
        <TextField {...field('emailConfirm', t('E-mail again'), { type: 'email', autoComplete: 'email' })} />
        {fields}
        <PasswordField {...field('password', t('Password'), { autoComplete: 'new-password' })} />
        <PasswordField {...field('passwordConfirm', t('Password again'), { autoComplete: 'new-password' })} />
        {passwordHint}
        <FormControl error={Boolean(errors.terms)} required>
          <FormControlLabel
            control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} name="terms" />}
            label={t('I agree to the terms of use and the privacy policy')}
          />
          {errors.terms ? <FormHelperText>{t(errors.terms)}</FormHelperText> : null}
          {/* the documents agreed to (issue 18 item 5), opened beside the form so nothing typed is lost */}
          <Typography variant="body2" color="text.secondary">
            {t('Read them:')}{' '}
            <Link href={LEGAL_DOCUMENTS.terms.path} target="_blank" rel="noopener">{t('Terms of use')}</Link>
            {' · '}
            <Link href={LEGAL_DOCUMENTS.privacy.path} target="_blank" rel="noopener">{t('Privacy policy')}</Link>
          </Typography>
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? submitLabels.busy : submitLabels.idle}
        </Button>
      </Stack>
    </Box>
  );
}
