// /user/payment-plan: the student's pass (SINGLE_PASS or MULTI_PASS, a card subscription): buy one (Stripe
// Checkout, with a promotion code), pause and resume it, cancel it (confirmation on /user/billing/cancellation;
// it stays active until the end of the paid period) or keep it after all; what a pass covers; the student's
// personal promotion code. State changes come from Stripe's signed events.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { centsToEuros, formatDate } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { sessionStore } from '../session/session-store.ts';
import { toast } from '../toasts/toast-store.ts';
import { buyPass, changePass, fetchPasses, makeMyCode, passKeys, type PassChange, type PassesDto, type PassType } from './passes-api.ts';

const euros = (cents: number, lang: string) => new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'et-EE', { style: 'currency', currency: 'EUR' }).format(centsToEuros(cents));
const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

export default function PaymentPlanPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: passKeys.all, queryFn: fetchPasses });
  const canceled = new URLSearchParams(window.location.search).get('canceled') === '1';
  const refresh = async () => {
    sessionStore.markInvalid();
    await queryClient.invalidateQueries({ queryKey: passKeys.all });
  };
  const change = useMutation({
    mutationFn: changePass,
    onSuccess: async (_data, what) => {
      toast.success(what === 'pause' ? t('Your pass is paused.') : what === 'keep' ? t('Your pass continues and renews as before.') : t('Your pass is active again.'));
      await refresh();
    },
    onError: (e) => toast.error(errorText(e, t('Something went wrong. Please try again.'))),
  });

  return (
    <>
      <PageHeading>{t('Payment plan')}</PageHeading>
      {canceled && <Alert severity="info" sx={{ maxWidth: 720, mb: 2 }}>{t('The purchase was not completed. No money was taken.')}</Alert>}
      {query.isPending && <CircularProgress aria-label={t('Loading')} />}
      {query.isError && (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
          {errorText(query.error, t('Something went wrong. Please try again.'))}
        </Alert>
      )}
      {query.data && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <CurrentPass data={query.data} busy={change.isPending} onChange={(what) => change.mutate(what)} lang={i18n.language} />
          {!query.data.pass?.active && <Offers data={query.data} lang={i18n.language} />}
          <CoverageRule data={query.data} />
          <MyCode data={query.data} onMade={refresh} />
        </Stack>
      )}
    </>
  );
}

function CurrentPass({ data, busy, onChange, lang }: { data: PassesDto; busy: boolean; onChange: (what: PassChange) => void; lang: string }) {
  const { t } = useTranslation();
  const pass = data.pass;
  if (!pass || !pass.active) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>{t('No pass')}</Typography>
          <Typography>{t('You pay per course by invoice, or buy a pass below.')}</Typography>
          {pass?.ended_at && <Typography color="text.secondary" sx={{ mt: 1 }}>{t('Your last pass ended on {{date}}.', { date: formatDate(pass.ended_at) })}</Typography>}
        </CardContent>
      </Card>
    );
  }
  const offer = data.offers.find((o) => o.type === pass.type);
  return (
    <Card variant="outlined" component="section" aria-label={t('My pass')}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2">{pass.type === 'MULTI_PASS' ? t('Multi pass') : t('Single pass')}</Typography>
          <Chip label={pass.paused ? t('Paused') : t('Active')} color={pass.paused ? 'warning' : 'success'} />
          {pass.discount && <Chip label={t('Discount applied')} variant="outlined" />}
        </Stack>
        <Typography>{t('Since {{date}}', { date: formatDate(pass.created_at) })}</Typography>
        {offer && <Typography>{t('{{price}} every {{days}} days', { price: euros(offer.price, lang), days: offer.length_days, count: offer.length_days })}</Typography>}
        {pass.paid_through && !pass.paused && !pass.cancel_at && <Typography>{t('Paid until {{date}}', { date: formatDate(pass.paid_through) })}</Typography>}
        {pass.paused && <Alert severity="info" sx={{ mt: 1 }}>{t('Your pass is paused: you are not charged and it covers no new registrations until you resume it.')}</Alert>}
        {pass.cancel_at && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('Your pass ends on {{date}}', { date: formatDate(pass.cancel_at) })}</Typography>
            <Typography>{t('Until then it stays active and covers your registrations. You are not charged again.')}</Typography>
            {data.simulator_url && (
              <Link href={data.simulator_url} sx={{ display: 'inline-block', mt: 0.5 }}>{t('End the period in the payment simulator')}</Link>
            )}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {pass.cancel_at && <Button variant="contained" disabled={busy} onClick={() => onChange('keep')}>{t('Keep my pass')}</Button>}
        {pass.paused ? (
          <Button variant={pass.cancel_at ? 'outlined' : 'contained'} disabled={busy} onClick={() => onChange('resume')}>{t('Resume the pass')}</Button>
        ) : (
          !pass.cancel_at && <Button variant="outlined" disabled={busy} onClick={() => onChange('pause')}>{t('Pause the pass')}</Button>
        )}
        {!pass.cancel_at && <Button color="error" component={PortalLink} href="/user/billing/cancellation">{t('Cancel the pass')}</Button>}
      </CardActions>
    </Card>
  );
}

/** The pass chosen on /pricing (`?pass=SINGLE_PASS`): its checkout alone (issue 28 item 2). */
function chosenPass(): PassType | null {
  const chosen = new URLSearchParams(window.location.search).get('pass');
  return chosen === 'SINGLE_PASS' || chosen === 'MULTI_PASS' ? chosen : null;
}

function Offers({ data, lang }: { data: PassesDto; lang: string }) {
  const { t } = useTranslation();
  const chosen = chosenPass();
  const offers = chosen ? data.offers.filter((o) => o.type === chosen) : data.offers;
  const [code, setCode] = useState('');
  const buy = useMutation({
    mutationFn: (type: PassType) => buyPass(type, code.trim()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => toast.error(errorText(e, t('Something went wrong. Please try again.'))),
  });
  if (!data.available) return <Alert severity="info">{t('Passes cannot be bought right now')}</Alert>;
  return (
    <Card variant="outlined" component="section" aria-label={t('Buy a pass')}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 2 }}>{t('Buy a pass')}</Typography>
        {chosen && offers.length < data.offers.length && (
          <Button component={PortalLink} href="/user/payment-plan" size="small" sx={{ mb: 1 }}>{t('See both passes')}</Button>
        )}
        <TextField
          // "optional" below the field, not in its label: a label stays on one line and is cut short when
          // too long (the Russian one was, at every width)
          label={t('Promotion code or gift card')}
          helperText={t('Optional')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          size="small"
          sx={{ mb: 2, maxWidth: 320 }}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {offers.map((o) => (
            <Card key={o.type} variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography variant="h3">{o.type === 'MULTI_PASS' ? t('Multi pass') : t('Single pass')}</Typography>
                <Typography sx={{ fontSize: '1.4rem', fontWeight: 600, my: 1 }}>{euros(o.price, lang)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{t('Renews every {{days}} days until you cancel.', { days: o.length_days, count: o.length_days })}</Typography>
                <Typography variant="body2" color="text.secondary">{t('To stop it, cancel the pass on this page before the next period starts: it ends with the paid period and you are not charged again.')}</Typography>
                <Typography>{o.cohorts_per_period === 1 ? t('Covers 1 course registration per period.') : t('Covers up to {{n}} course registrations per period.', { n: o.cohorts_per_period, count: o.cohorts_per_period })}</Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button variant="contained" disabled={buy.isPending} onClick={() => buy.mutate(o.type)}>
                  {o.type === 'MULTI_PASS' ? t('Buy the multi pass') : t('Buy the single pass')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function CoverageRule({ data }: { data: PassesDto }) {
  const { t } = useTranslation();
  return (
    <Alert severity={data.covers_registration_now ? 'success' : 'info'}>
      <Typography sx={{ mb: 0.5 }}>
        {t('A pass pays for a course when you register while it is active and not paused, within its paid period: a single pass for 1 course, a multi pass for up to 3 courses per period. The registration then costs nothing more.')}
      </Typography>
      {data.covers_registration_now && <Typography><strong>{t('Your pass covers your next registration.')}</strong></Typography>}
    </Alert>
  );
}

function MyCode({ data, onMade }: { data: PassesDto; onMade: () => Promise<void> }) {
  const { t } = useTranslation();
  const make = useMutation({ mutationFn: makeMyCode, onSuccess: onMade, onError: (e) => toast.error(errorText(e, t('Something went wrong. Please try again.'))) });
  const code = data.promotion_code;
  return (
    <Card variant="outlined" component="section" aria-label={t('My promotion code')}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>{t('My promotion code')}</Typography>
        <Typography sx={{ mb: 1 }}>{t('Share your code: a friend gets {{percent}}% off their first payment.', { percent: data.referral_percent_off })}</Typography>
        {code ? (
          <Box>
            <Typography sx={{ fontFamily: 'monospace', fontSize: '1.3rem' }} data-testid="promotion-code">{code.promotion_code}</Typography>
            <Typography color="text.secondary">{t('Used {{count}} times', { count: code.times_redeemed })}</Typography>
          </Box>
        ) : (
          <Button variant="outlined" disabled={make.isPending} onClick={() => make.mutate()}>{t('Create my code')}</Button>
        )}
      </CardContent>
    </Card>
  );
}
