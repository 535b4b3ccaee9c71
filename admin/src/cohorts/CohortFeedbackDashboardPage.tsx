// /manage/cohorts/{id}/feedback-dashboard: the UI kit's feedback dashboard (the portal shows the same one,
// @valik/ui/feedback-dashboard) for one cohort, in the console's language with the dashboard's own
// translations. The admin sees every answer and may narrow it to one school's students.
import { useRouteId } from '../common/useRouteId.ts';
import { Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { cohortDisplayName } from '@valik/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { StandaloneFeedbackDashboard } from '@valik/ui/feedback-dashboard';
import { loadFeedbackDashboard } from './feedback-dashboard-api.ts';

export default function CohortFeedbackDashboardPage() {
  const cohortId = useRouteId();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: cohort, isPending } = useGetOne('cohorts', { id: cohortId });
  const title = `${translate('resources.cohorts.pages.feedback_dashboard')}${cohort ? `: ${cohortDisplayName(cohort.course_name, cohort.name)}` : ''}`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      {/* unseen until the cohort's name is in the title, which may take two lines on a phone */}
      <Card sx={isPending ? { visibility: 'hidden' } : undefined}>
        <CardContent>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>{title}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Button component={Link} to={`/cohorts/${cohortId}`}>{translate('resources.cohorts.pages.edit')}</Button>
            <Button component={Link} to={`/cohorts/${cohortId}/students`}>{translate('resources.cohorts.pages.students')}</Button>
          </Box>
          <StandaloneFeedbackDashboard lang={locale} cohortId={cohortId} load={loadFeedbackDashboard} />
        </CardContent>
      </Card>
    </Box>
  );
}
