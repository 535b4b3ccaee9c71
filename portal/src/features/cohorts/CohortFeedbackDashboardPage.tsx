// /user/cohorts/{id}/feedback-dashboard (teacher): the feedback dashboard of one of my cohorts.
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { FeedbackDashboard } from '@valik/ui/feedback-dashboard';
import { fetchFeedbackDashboard } from '../feedback-dashboard/feedback-dashboard-api.ts';

export default function CohortFeedbackDashboardPage() {
  const { t } = useTranslation();
  const cohortId = Number(useParams().id);
  return (
    <>
      <PageHeading>{t('Feedback dashboard')}</PageHeading>
      <Button component={PortalLink} href={`/user/cohorts/${cohortId}/students`} sx={{ mb: 2 }}>{t('Students and results')}</Button>
      <FeedbackDashboard cohortId={cohortId} load={fetchFeedbackDashboard} />
    </>
  );
}
