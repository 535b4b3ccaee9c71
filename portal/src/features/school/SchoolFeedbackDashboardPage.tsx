// /user/school/feedback-dashboard (school rep): the feedback of my school's students; answers of fewer
// than 3 students are never shown (the API withholds them).
import { useTranslation } from '../../i18n/react.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { FeedbackDashboard } from '@valik/ui/feedback-dashboard';
import { fetchFeedbackDashboard } from '../feedback-dashboard/feedback-dashboard-api.ts';

export default function SchoolFeedbackDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('Feedback dashboard')}</PageHeading>
      <FeedbackDashboard load={fetchFeedbackDashboard} />
    </>
  );
}
