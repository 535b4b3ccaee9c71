// /user/track/unsubscribe?token=…: the weekly digest's unsubscribe link (no login required). Opening the
// link only asks (mail scanners open links too); the button switches the digest off. The rep can switch it
// on again on "My students".
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { confirmDigestUnsubscribe, fetchDigestUnsubscribe } from '../cohorts/teaching-api.ts';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export default function DigestUnsubscribePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const state = useQuery({ queryKey: ['digest-unsubscribe', token], queryFn: () => fetchDigestUnsubscribe(token), enabled: token !== '', retry: false });
  const confirm = useMutation({ mutationFn: () => confirmDigestUnsubscribe(token) });
  const done = confirm.isSuccess || state.data?.subscribed === false;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 4 } }}>
      <PageHeading>{t('Weekly summary e-mails')}</PageHeading>
      {token === '' || state.isError ? (
        <Alert severity="error">{token === '' ? t('This unsubscribe link is not valid') : errorText(state.error, t('Something went wrong. Please try again.'))}</Alert>
      ) : state.isPending ? (
        <CircularProgress aria-label={t('Loading')} />
      ) : done ? (
        <Stack spacing={2} role="status">
          <Alert severity="success">{t('You no longer get the weekly summary of your school’s students.')}</Alert>
          <Typography>{t('You can switch it on again on the My students page after logging in.')}</Typography>
          <Box>
            <Button variant="outlined" component={PortalLink} href="/user/school/my-students">{t('My students')}</Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>{t('Stop the weekly e-mail with the new registrations, results and low credits of your school’s students?')}</Typography>
          {confirm.isError && <Alert severity="error">{errorText(confirm.error, t('Something went wrong. Please try again.'))}</Alert>}
          <Box>
            <Button variant="contained" disabled={confirm.isPending} onClick={() => confirm.mutate()}>{t('Unsubscribe')}</Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
