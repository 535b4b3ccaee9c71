import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../shells/ComingSoonPage.tsx';

// Shell until its feature issue lands: the real heading and an honest "coming soon".
export default function TrackMontonioPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('Bank link payment')} />;
}
