// The activity log: /manage/activity_log, a read-only list.
import ActivityIcon from '@mui/icons-material/History';
import { lazy } from 'react';

export default {
  // its own chunk: not on the console's first page (the cohort list), whose JavaScript has a budget
  list: lazy(() => import('./ActivityLogList.tsx').then((m) => ({ default: m.ActivityLogList }))),
  icon: ActivityIcon,
  recordRepresentation: 'type',
  pages: {},
};
