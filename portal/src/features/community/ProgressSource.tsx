// Where a progress figure came from (issue 14 item 4): the LearnWorlds sync (with its time) or the teacher.
import { useTranslation } from '../../i18n/react.tsx';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@valik/domain';

export function ProgressSource({ source, syncedAt }: { source: 'LMS' | 'TEACHER' | null; syncedAt: string | null }) {
  const { t } = useTranslation();
  if (source === null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {source === 'LMS' && syncedAt ? t('From LearnWorlds, synced {{time}}', { time: formatDateTime(syncedAt) }) : t('Entered by the teacher')}
    </Typography>
  );
}
