// The outbox: /manage/outbox, what the server still has to deliver after a commit (ADR 024).
import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

export default {
  // its own chunk: not on the console's first page (the cohort list), whose JavaScript has a budget
  list: lazy(() => import('./OutboxList.tsx').then((m) => ({ default: m.OutboxList }))),
  icon: OutboxIcon,
  recordRepresentation: (r: { id: number; kind: string }) => `${r.kind} #${r.id}`,
  pages: {},
};
