// Users: /manage/users (tabs All / Schools / Users), /manage/users/{id|new}, /manage/users/{id}/cohorts.
import { lazy } from 'react';
import UserIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { UserList } from './UserList.tsx';

export default {
  list: UserList,
  edit: lazy(() => import('./UserEdit.tsx')),
  create: lazy(() => import('./UserCreate.tsx')),
  icon: UserIcon,
  recordRepresentation: (user: RaRecord) =>
    [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.email ?? `#${user.id}`),
  pages: {
    cohorts: lazy(() => import('./UserCohortsPage.tsx')),
  },
};
