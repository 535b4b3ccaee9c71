// Cohorts: /manage/cohorts (the admin's landing page), /manage/cohorts/{id|new}, /manage/cohorts/{id}/students,
// /manage/cohorts/{id}/feedback-dashboard.
// A cohort is never deletable here: no delete button, no bulk delete, and the data provider refuses it.
import { lazy } from 'react';
import CohortIcon from '@mui/icons-material/Groups';
import { cohortDisplayNameOrNull } from '@valik/domain';
import { CohortList } from './CohortList.tsx';

export default {
  list: CohortList,
  edit: lazy(() => import('./CohortEdit.tsx')),
  create: lazy(() => import('./CohortCreate.tsx')),
  icon: CohortIcon,
  // a cohort is named with its course wherever the console refers to it (titles, references; issue 30 item 2)
  recordRepresentation: (record: { name: string; course_name?: string | null }) => cohortDisplayNameOrNull(record.course_name, record.name) ?? '',
  pages: {
    students: lazy(() => import('./CohortStudentsPage.tsx')),
    feedbackDashboard: lazy(() => import('./CohortFeedbackDashboardPage.tsx')),
  },
};
