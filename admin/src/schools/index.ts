// Schools: /manage/schools and the pages of one school (students, conditions, credits). There is no
// /manage/schools/{id} in the spec, so the resource has no edit view.
import { lazy } from 'react';
import SchoolIcon from '@mui/icons-material/School';
import { SchoolList } from './SchoolList.tsx';

export default {
  list: SchoolList,
  icon: SchoolIcon,
  recordRepresentation: 'name',
  pages: {
    students: lazy(() => import('./SchoolStudentsPage.tsx')),
    conditions: lazy(() => import('./SchoolConditionsPage.tsx')),
    // Admin only (product-spec §2): the whole console is, checkAuth sends anyone else to /auth/login.
    credits: lazy(() => import('./SchoolCreditsPage.tsx')),
  },
};
