// /user/track/cancel-sub: the landing after cancelling a pass (no login required). Signed in, it reads the
// pass and waits (every 2 s) until Stripe's signed event has set it to end (at the end of the paid period) or
// ended it; otherwise it says what happens.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
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
    refetchInterval: (q) => (q.state.data?.pass?.active && !q.state.data.pass.cancel_at ? 2000 : false),
  });
  const pass = passes.data?.pass;
  const confirming = Boolean(pass?.active && !pass.cancel_at);
  const endsAt = pass?.active ? pass.cancel_at : null;
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
              {endsAt ? (
                <>
                  <Typography sx={{ fontWeight: 600 }}>{t('Your pass ends on {{date}}', { date: formatDate(endsAt) })}</Typography>
                  {t('Until then it stays active and covers your registrations. You are not charged again.')} {t('You can keep it on the payment plan page until then.')}
                </>
              ) : user ? (
                t('Your pass has ended. You are not charged again; your course registrations stay.')
              ) : (
                t('Your pass stays active until the end of its paid period, then it ends. You are not charged again.')
              )}
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
