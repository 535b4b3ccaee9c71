// The outbox: /manage/outbox, what the server still has to deliver after a commit (ADR 024).
import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './OutboxList.tsx';

export default {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: (r: { id: number; kind: string }) => `${r.kind} #${r.id}`,
  pages: {},
};
