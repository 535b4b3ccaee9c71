import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import { Button, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router';
import { CohortForm } from './CohortForm.tsx';
import { CohortCommunity } from './CohortCommunity.tsx';
import { ReviewPanel } from '../common/ReviewPanel.tsx';

function StudentsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/cohorts/${record.id}/students`} label="resources.cohorts.pages.students">
      <GroupsIcon />
    </Button>
  );
}

function FeedbackDashboardButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/cohorts/${record.id}/feedback-dashboard`} label="resources.cohorts.pages.feedback_dashboard">
      <InsightsIcon />
    </Button>
  );
}

/** /manage/cohorts/{id}: pessimistic, so the server's verdict (and its field errors) is what the admin sees. */
export default function CohortEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title="resources.cohorts.pages.edit"
      actions={
        <TopToolbar>
          <StudentsButton />
          <FeedbackDashboardButton />
        </TopToolbar>
      }
    >
      <ReviewPanel resource="cohorts" />
      <CohortForm />
      <CohortCommunity />
    </Edit>
  );
}
