// /user/track/cancel-sub: the landing after cancelling a pass (no login required). Signed in, it reads the
// pass and waits (every 2 s) until Stripe's signed event has ended it; otherwise it says what happened.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { fetchPasses, passKeys } from '../payment-plan/passes-api.ts';
import { useSession } from '../session/use-session.ts';

export default function TrackCancelSubPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const passes = useQuery({
    queryKey: passKeys.all,
    queryFn: fetchPasses,
    enabled: Boolean(user),
    refetchInterval: (q) => (q.state.data?.pass?.active ? 2000 : false),
  });
  const confirming = Boolean(passes.data?.pass?.active);
  return (
    <>
      <PageHeading>{t('Subscription cancellation')}</PageHeading>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {user && passes.isPending && <CircularProgress aria-label={t('Loading')} />}
        {confirming ? (
          <Alert severity="info" icon={<CircularProgress size={20} />}>{t('We are confirming the cancellation with the payment provider.')}</Alert>
        ) : (
          (!user || passes.data) && (
            <Alert severity="success">
              <Typography variant="h2" component="p" sx={{ fontSize: '1.2rem', mb: 0.5 }}>{t('Pass cancelled')}</Typography>
              {t('Your pass has ended. You are not charged again; your course registrations stay.')}
            </Alert>
          )
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={PortalLink} href="/user/payment-plan">{t('Go to the payment plan')}</Button>
          <Button variant="outlined" component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>
        </Stack>
      </Stack>
    </>
  );
}
