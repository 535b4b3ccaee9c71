// /user/track/montonio: back from the bank link (Montonio appends its signed order-token to the URL).
import { useTranslation } from '../../i18n/react.tsx';
import { PaymentReturn } from './PaymentReturn.tsx';

export default function TrackMontonioPage() {
  const { t } = useTranslation();
  return <PaymentReturn title={t('Bank link payment')} />;
}
