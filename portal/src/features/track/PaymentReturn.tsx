// The landing page after a card or bank-link payment (/user/track/stripe, /user/track/montonio; no login
// required). It only reads the checkout: paid is shown when the provider's signed notification has
// arrived, never because of the return URL. While the confirmation is on its way it asks again every
// 2 seconds for a minute, then says it cannot validate the payment (product-spec §8).
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmptyOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { fetchCheckoutView, paymentKeys, type CheckoutViewDto } from './payments-api.ts';

const POLL_MS = 2000;
const MAX_POLLS = 30;

export function PaymentReturn({ title }: { title: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('checkout');
  const token = search.get('order-token');
  const canceled = search.get('canceled') === '1';
  const [polls, setPolls] = useState(0);
  const view = useQuery({
    queryKey: paymentKeys.checkout(id ?? '', token),
    queryFn: async () => {
      setPolls((n) => n + 1);
      return fetchCheckoutView(id, token);
    },
    refetchInterval: (q) => (q.state.data?.state === 'WAITING' && !canceled && polls < MAX_POLLS ? POLL_MS : false),
  });

  const myCourses = (
    <Button variant="contained" component={PortalLink} href="/user/my-courses">
      {t('Go to my courses')}
    </Button>
  );
  if (view.isPending) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <PageHeading>{title}</PageHeading>
        <CircularProgress aria-label={t('Loading')} />
      </Box>
    );
  }
  if (view.isError) {
    return (
      <Outcome icon="error" title={title} text={t('Unable to validate payment...check if you are registered before contacting support')} actions={myCourses} />
    );
  }
  const data: CheckoutViewDto = view.data;
  const c = data.checkout;
  const course = c?.course_name ? `${c.course_name}${c.cohort_name ? ` (${c.cohort_name})` : ''}` : '';
  const tryAgain = c?.course_id ? (
    <Button variant="outlined" component={PortalLink} href={`/user/courses/${c.course_id}?cohort=${c.cohort_id}`}>
      {t('Try again')}
    </Button>
  ) : null;
  switch (data.state) {
    case 'PAID':
      return <Outcome icon="ok" title={t('Payment received')} text={t('You are registered for {{course}}. The receipt is in your e-mail.', { course })} actions={myCourses} />;
    case 'PROCESSING':
      return (
        <Outcome
          icon="wait"
          title={t('Your bank is confirming the payment')}
          text={t('Bank confirmation can take up to 2 working days. Your seat is held meanwhile, and we e-mail you as soon as the payment arrives.')}
          actions={myCourses}
        />
      );
    case 'WAITING':
      if (canceled) {
        return <Outcome icon="error" title={t('The payment was not completed')} text={t('No money was taken. You can try again or choose another way to pay.')} actions={<>{tryAgain}{myCourses}</>} />;
      }
      if (polls >= MAX_POLLS) {
        return <Outcome icon="error" title={title} text={t('Unable to validate payment...check if you are registered before contacting support')} actions={myCourses} />;
      }
      return (
        <Box role="status" sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: { xs: 2, sm: 4 } }}>
          <CircularProgress aria-hidden sx={{ mb: 2 }} />
          <PageHeading>{t('Confirming your payment…')}</PageHeading>
          <Typography>{t('We are waiting for the confirmation from the payment provider. This usually takes a few seconds.')}</Typography>
        </Box>
      );
    case 'FAILED':
      return <Outcome icon="error" title={t('The payment was not completed')} text={t('No money was taken. You can try again or choose another way to pay.')} actions={<>{tryAgain}{myCourses}</>} />;
    case 'REFUNDED_NO_SEAT':
      return (
        <Outcome
          icon="error"
          title={t('The group filled up')}
          text={t('Your payment arrived after the last seat was taken, so we refund it in full (a refund takes one working day or a week). You are on the waitlist: we let you know by e-mail when a seat frees up.')}
          actions={myCourses}
        />
      );
    case 'COURSE_NOT_FOUND':
      return <Outcome icon="error" title={title} text={t('Could not find the course paid for in the course list')} actions={myCourses} />;
    case 'UNVERIFIED':
      return <Outcome icon="error" title={title} text={t('Unable to validate payment...check if you are registered before contacting support')} actions={myCourses} />;
  }
}

function Outcome({ icon, title, text, actions }: { icon: 'ok' | 'wait' | 'error'; title: string; text: string; actions: React.ReactNode }) {
  const Icon = icon === 'ok' ? CheckCircleOutline : icon === 'wait' ? HourglassEmpty : ErrorOutline;
  const color = icon === 'ok' ? 'success.main' : icon === 'wait' ? 'warning.main' : 'error.main';
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: { xs: 2, sm: 4 } }}>
      <Icon aria-hidden sx={{ fontSize: 64, color, mb: 1 }} />
      <PageHeading>{title}</PageHeading>
      {icon === 'error' ? (
        <Alert severity="warning" role="alert" sx={{ mb: 3, textAlign: 'left' }}>
          {text}
        </Alert>
      ) : (
        <Typography role="status" sx={{ mb: 4 }}>
          {text}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Box>
  );
}
