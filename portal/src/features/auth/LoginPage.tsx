// /auth/login: password, or a one-time link by e-mail; then the second factor when the user has one
// (product-spec §4 Sign-in and Session assurance, §8 messages). The e-mail links (sign-in link,
// address confirmation) bring the person back here to finish.
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { DevMailboxHint } from '../../components/DevMailboxHint.tsx';
import { safeRedirectPath } from '@valik/domain';
import { applyUserLanguage } from '../../i18n/index.ts';
import { ApiError } from '../../lib/http.ts';
import { PortalLink, isPortalPath } from '../layout/PortalLink.tsx';
import {
  SIGN_IN_ERRORS,
  SignInError,
  reloadSession,
  requestSignInLink,
  signIn,
  signOut,
} from '../session/session-api.ts';
import { sessionStore } from '../session/session-store.ts';
import { useSession } from '../session/use-session.ts';
import type { Factor, SessionUser } from '../session/session-user.ts';
import { pathAfterLogin, pathForSignedIn, withRedirect } from './after-login.ts';

// Only people with a second factor see this step: its code is loaded then (or when the password is sent).
const loadSecondFactorForm = () => import('./SecondFactorForm.tsx').then((m) => ({ default: m.SecondFactorForm }));
const SecondFactorForm = lazy(loadSecondFactorForm);

function Busy({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}

type Step = 'checking' | 'credentials' | 'second-factor' | 'link-sent';
type Mode = 'password' | 'link';

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const cameFromLink = searchParams.get('link') === '1';
  const cameFromConfirmation = searchParams.get('verified') === '1';
  const linkError = searchParams.get('error');

  const [factors, setFactors] = useState<Factor[]>(() => sessionStore.getSnapshot().pendingFactors);
  const [step, setStep] = useState<Step>(() =>
    factors.length > 0 ? 'second-factor' : (cameFromLink || cameFromConfirmation) && !linkError ? 'checking' : 'credentials',
  );
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(() =>
    linkError ? (cameFromLink ? SIGN_IN_ERRORS.linkFailed : 'This link is invalid or has expired. Please ask for a new one.') : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const started = useRef(false);
  // A session waiting for its second factor (found by the app's hydration) goes straight to the code.
  const { pendingFactors } = useSession();
  const secondFactorPending = step === 'second-factor' || (step === 'credentials' && pendingFactors.length > 0);
  const factorsToPass = factors.length > 0 ? factors : pendingFactors;

  // The page is left once. A sign-in here stores the user, which also makes the rule below for someone
  // already signed in fire: both sent an admin to the console, and its second load aborted the first.
  const left = useRef(false);
  const leave = useCallback(
    async (target: string) => {
      if (left.current) return;
      left.current = true;
      if (isPortalPath(target)) await navigate(target, { replace: true });
      else location.assign(target);
    },
    [navigate],
  );

  const finish = async (user: SessionUser, target = pathAfterLogin(redirect, user.role)) => {
    applyUserLanguage(user.language);
    await leave(target);
  };

  // Someone already signed in has nothing to do here: on to where they were going, or their landing page.
  const { user: signedIn } = useSession();
  const leaving = step === 'credentials' && signedIn !== null;
  useEffect(() => {
    if (!leaving || !signedIn) return;
    void leave(pathForSignedIn(redirect, signedIn.role));
  }, [leaving, signedIn, redirect, leave]);

  // Coming back from an e-mail link: the link signed in (or failed); read the session once.
  useEffect(() => {
    if (started.current || step !== 'checking') return;
    started.current = true;
    void reloadSession()
      .then(async (reply) => {
        if (reply.user) {
          // a sign-up started from a registration continues there; otherwise the welcome page
          await finish(reply.user, cameFromConfirmation ? (safeRedirectPath(redirect) ?? '/user/success/signup') : undefined);
        } else if (reply.factors.length > 0) {
          setFactors(reply.factors);
          setStep('second-factor');
        } else {
          if (cameFromConfirmation) setNotice('Your e-mail address is confirmed. Please log in.');
          else setFormError(SIGN_IN_ERRORS.linkFailed);
          setStep('credentials');
        }
      })
      .catch((error: unknown) => {
        setFormError(error instanceof ApiError && error.message ? error.message : SIGN_IN_ERRORS.sessionDefault);
        setStep('credentials');
      });
    // finish/navigate are stable enough; this runs once per visit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validate = (needPassword: boolean): boolean => {
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = t('Please enter your e-mail address');
    if (needPassword && !password) errors.password = t('Please enter your password');
    setFieldErrors(errors);
    setFormError(null);
    setNotice(null);
    return !errors.email && !errors.password;
  };

  const onPasswordSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(true)) return;
    setSubmitting(true);
    // while the password is checked: the code step's chunk, in case a second factor is on
    void loadSecondFactorForm().catch(() => undefined);
    try {
      const result = await signIn(email.trim(), password);
      if (result.kind === 'signed-in') {
        await finish(result.user);
        return;
      }
      setFactors(result.factors);
      setPassword('');
      setStep('second-factor');
    } catch (error) {
      setFormError(error instanceof SignInError ? error.message : SIGN_IN_ERRORS.generic);
    } finally {
      setSubmitting(false);
    }
  };

  const onLinkSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate(false)) return;
    setSubmitting(true);
    try {
      await requestSignInLink(email.trim(), redirect);
      setStep('link-sent');
    } catch (error) {
      setFormError(error instanceof ApiError && error.message ? error.message : SIGN_IN_ERRORS.generic);
    } finally {
      setSubmitting(false);
    }
  };

  const cancelSecondFactor = async () => {
    await signOut().catch(() => undefined);
    setFactors([]);
    setStep('credentials');
  };

  if (step === 'checking' || leaving) return <Busy label={t('Logging in…')} />;

  if (secondFactorPending && factorsToPass.length > 0) {
    return (
      <>
        <PageHeading>{t('Two-step verification')}</PageHeading>
        <Suspense fallback={<Busy label={t('Loading')} />}>
          <SecondFactorForm
            key={factorsToPass.map((f) => f.id).join()}
            factors={factorsToPass}
            onSignedIn={(user) => void finish(user)}
            onCancel={() => void cancelSecondFactor()}
          />
        </Suspense>
      </>
    );
  }

  if (step === 'link-sent') {
    return (
      <>
        <PageHeading>{t('Check your e-mail')}</PageHeading>
        <Stack spacing={2}>
          <Typography>
            {t('If there is an account for {{email}}, we have sent a sign-in link to it. The link works for 15 minutes and only once.', {
              email: email.trim(),
            })}
          </Typography>
          <DevMailboxHint />
          <Button variant="outlined" onClick={() => setStep('credentials')}>
            {t('Back to log in')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('Log in')}</PageHeading>
      <Tabs
        value={mode}
        onChange={(_e, next: Mode) => {
          setMode(next);
          setFormError(null);
          setFieldErrors({});
        }}
        aria-label={t('How to log in')}
        variant="fullWidth"
        sx={{ mb: 3 }}
      >
        <Tab value="password" label={t('With password')} id="login-tab-password" aria-controls="login-panel" />
        <Tab value="link" label={t('With an e-mail link')} id="login-tab-link" aria-controls="login-panel" />
      </Tabs>
      {/* the panel the two tabs control; not named after its tab ("Parooliga"), because the form inside has
          its own name and a panel named like the password field would be found in its place by label */}
      <Box role="tabpanel" id="login-panel">
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void (mode === 'password' ? onPasswordSubmit(event) : onLinkSubmit(event))}
          aria-label={t('Log in')}
        >
          <Stack spacing={2.5}>
            {notice ? (
              <Alert severity="success" role="status">
                {t(notice)}
              </Alert>
            ) : null}
            {formError ? (
              <Alert severity="error" role="alert">
                {t(formError)}
                {formError === SIGN_IN_ERRORS.resetPassword ? (
                  <>
                    {' '}
                    <Link component={PortalLink} href="/auth/update-password">
                      {t('Reset your password')}
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <TextInput
              id="login-email"
              name="email"
              type="email"
              label={t('E-mail')}
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldErrors.email)}
              helperText={fieldErrors.email}
            />
            {mode === 'password' ? (
              <PasswordField
                id="login-password"
                name="password"
                label={t('Password')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(fieldErrors.password)}
                helperText={fieldErrors.password}
              />
            ) : (
              <Typography color="text.secondary">{t('We will e-mail you a link that logs you in once, without a password.')}</Typography>
            )}
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? t('Logging in…') : mode === 'password' ? t('Log in') : t('Send me a link')}
            </Button>
          </Stack>
        </Box>
      </Box>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={PortalLink} href="/auth/update-password">
          {t('Forgot your password?')}
        </Link>
        <Typography>
          {t('No account yet?')}{' '}
          <Link component={PortalLink} href={withRedirect('/auth/signup', redirect)}>
            {t('Sign up')}
          </Link>
        </Typography>
        <Typography>
          {t('Want to teach at Valik?')}{' '}
          <Link component={PortalLink} href="/auth/signup-teacher">
            {t('Apply to teach')}
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
