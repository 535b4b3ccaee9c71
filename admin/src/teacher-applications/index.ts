// Teacher applications: /manage/teacher_applications, a list with approve / reject.
import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import { TeacherApplicationList } from './TeacherApplicationList.tsx';

export default {
  list: TeacherApplicationList,
  icon: ApplicationIcon,
  recordRepresentation: (a: { first_name?: string; last_name?: string }) => `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(),
  pages: {},
};
