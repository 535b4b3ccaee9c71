// Teacher applications: /manage/teacher_applications, a list with approve / reject.
import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';

export default {
  // its own chunk: not on the console's first page (the cohort list), whose JavaScript has a budget
  list: lazy(() => import('./TeacherApplicationList.tsx').then((m) => ({ default: m.TeacherApplicationList }))),
  icon: ApplicationIcon,
  recordRepresentation: (a: { first_name?: string; last_name?: string }) => `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(),
  pages: {},
};
