// /user/track/montonio: back from the bank link (Montonio appends its signed order-token to the URL).
import { useTranslation } from 'react-i18next';
import { PaymentReturn } from './PaymentReturn.tsx';

export default function TrackMontonioPage() {
  const { t } = useTranslation();
  return <PaymentReturn title={t('Bank link payment')} />;
}
