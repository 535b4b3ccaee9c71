import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { sessionStore } from '../session/session-store.ts';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from './SuccessMessage.tsx';

export default function SuccessSubscriptionPage() {
  const { t } = useTranslation();
  // the pass arrived with Stripe's event: the session user's subscription is fetched again
  useEffect(() => sessionStore.markInvalid(), []);
  return (
    <SuccessMessage
      title={t('Thank you for subscribing!')}
      text={t('We have received your subscription. You will find its details on the payment plan page.')}
      actions={
        <>
          <Button variant="contained" href="/courses">
            {t('Browse courses')}
          </Button>
          <Button variant="outlined" component={PortalLink} href="/user/payment-plan">
            {t('Go to the payment plan')}
          </Button>
        </>
      }
    />
  );
}
