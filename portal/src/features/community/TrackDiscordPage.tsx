// /user/track/discord (guards auth + discord-redirect): Discord sends the person back here from its
// consent page; the page hands what came back (code or error, and state) to the API once, then goes to
// the profile. A failure shows 'Unable to authenticate with Discord' with a way back.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { refreshSessionUser } from '../session/session-api.ts';
import { toast } from '../toasts/toast-store.ts';
import { finishDiscordConnection } from './community-api.ts';

export default function TrackDiscordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // a code works once: never post it twice (React's strict mode runs effects twice)
    if (sent.current) return;
    sent.current = true;
    const code = params.get('code') ?? undefined;
    const oauthError = params.get('error') ?? undefined;
    finishDiscordConnection({ state: params.get('state') ?? '', ...(code ? { code } : {}), ...(oauthError ? { error: oauthError } : {}) })
      .then(async (account) => {
        await refreshSessionUser();
        toast.success(t('Discord is connected as {{name}}.', { name: account.name }));
        void navigate('/user/profile', { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('Unable to authenticate with Discord')));
  }, [params, navigate, t]);

  return (
    <>
      <PageHeading>{t('Connecting Discord')}</PageHeading>
      {error ? (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Alert severity="error">{error}</Alert>
          <Button variant="contained" component={PortalLink} href="/user/profile" sx={{ alignSelf: 'flex-start' }}>
            {t('Back to my profile')}
          </Button>
        </Stack>
      ) : (
        <CircularProgress aria-label={t('Loading')} />
      )}
    </>
  );
}
