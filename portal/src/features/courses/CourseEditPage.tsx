import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../shells/ComingSoonPage.tsx';

// Shell until its feature issue lands. The id was already checked by the route table ('new' or numeric).
export default function CourseEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoonPage title={id === 'new' ? t('New course') : t('Edit course')} />;
}
