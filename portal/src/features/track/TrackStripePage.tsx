// /user/track/stripe: back from the card payment (Stripe Checkout or the local simulator).
import { useTranslation } from '../../i18n/react.tsx';
import { PaymentReturn } from './PaymentReturn.tsx';

export default function TrackStripePage() {
  const { t } = useTranslation();
  return <PaymentReturn title={t('Card payment')} />;
}
