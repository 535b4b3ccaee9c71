// The activity log: /manage/activity_log, a read-only list.
import ActivityIcon from '@mui/icons-material/History';
import { ActivityLogList } from './ActivityLogList.tsx';

export default {
  list: ActivityLogList,
  icon: ActivityIcon,
  recordRepresentation: 'type',
  pages: {},
};
