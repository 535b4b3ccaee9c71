// /auth/signup: student sign-up with the rules of product-spec §5 (the domain's signupSchema, the same
// the server checks), then "check your e-mail": the confirmation link signs in and lands on
// /user/success/signup.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { safeRedirectPath, signupSchema } from '@valik/domain';
import { DevMailboxHint } from '../../components/DevMailboxHint.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { v1 } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { withRedirect } from './after-login.ts';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const EMPTY = { firstName: '', lastName: '', email: '', emailConfirm: '', password: '', passwordConfirm: '' };

export default function SignupPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // came from a course's register link (through the login page): the confirmation link brings them back to it
  const redirect = useSearchParams()[0].get('redirect');
  const form = useSignupForm({
    empty: EMPTY,
    idPrefix: 'signup',
    schema: signupSchema,
    send: async (data) => {
      await v1.auth.signup.$post({
        json: {
        first_name: data.firstName,
        last_name: data.lastName,
        email: data.email,
        email_confirm: data.emailConfirm,
        password: data.password,
        password_confirm: data.passwordConfirm,
        terms: true,
        redirect: safeRedirectPath(redirect),
        },
      });
      setSentTo(data.email);
    },
  });

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
          <Button variant="outlined" component={PortalLink} href={withRedirect('/auth/login', redirect)}>
            {t('Back to log in')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('Sign up')}</PageHeading>
      <SignupForm
        form={form}
        label={t('Sign up')}
        submitLabels={{ idle: t('Create account'), busy: t('Creating your account…') }}
        passwordHint={
          <Typography variant="body2" color="text.secondary">
            {t('At least 10 characters. Avoid passwords that are easy to guess.')}
          </Typography>
        }
      />
      <Typography sx={{ mt: 3 }}>
        {t('Already have an account?')}{' '}
        <Link component={PortalLink} href={withRedirect('/auth/login', redirect)}>
          {t('Log in')}
        </Link>
      </Typography>
    </>
  );
}
