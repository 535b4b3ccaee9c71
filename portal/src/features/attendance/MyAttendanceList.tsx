// A student's classes, one by one, under "Show classes" on "My courses" (issue 29 item 2). Its own chunk,
// downloaded on that click: MUI's list is about 3 kB of gzipped JavaScript the student's first page does
// not need (issue 16 item 5).
import { formatDateTime } from '@valik/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../i18n/react.tsx';
import type { MyAttendanceDto } from './attendance-api.ts';
import { sessionStateLabel } from './labels.ts';

export default function MyAttendanceList({ id, sessions }: { id: string; sessions: MyAttendanceDto['sessions'] }) {
  const { t } = useTranslation();
  return (
    // the classes held so far and the skipped ones (the coming ones are in the calendar), in columns
    <List dense id={id} aria-label={t('Attendance')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 2 }}>
      {sessions
        .filter((s) => s.state !== 'UPCOMING')
        .map((s) => (
          <ListItem key={s.id} disableGutters sx={{ py: 0 }}>
            <ListItemText
              primary={`${formatDateTime(s.starts_at)} · ${s.present === true ? t('present') : s.present === false ? t('absent') : sessionStateLabel(t, s.state)}`}
              slotProps={{ primary: { sx: { color: s.present === true ? 'text.primary' : 'text.secondary' } } }}
            />
          </ListItem>
        ))}
    </List>
  );
}
