// Courses: /manage/courses and /manage/courses/{id|new} (a bad id is 400 'The course could not be found').
import { lazy } from 'react';
import CourseIcon from '@mui/icons-material/MenuBook';
import { CourseList } from './CourseList.tsx';

export default {
  list: CourseList,
  edit: lazy(() => import('./CourseEdit.tsx')),
  create: lazy(() => import('./CourseCreate.tsx')),
  icon: CourseIcon,
  recordRepresentation: 'name',
  pages: {},
};
