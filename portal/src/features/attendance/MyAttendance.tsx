// A student's attendance of one registration on "My courses" (issue 29 item 2): classes attended of
// classes held, and class by class on request (MyAttendanceList, downloaded then). Kept apart from
// progress, which counts assignments only.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react.tsx';
import { attendanceKeys, fetchMyAttendance } from './attendance-api.ts';

const MyAttendanceList = lazy(() => import('./MyAttendanceList.tsx'));

export function MyAttendance({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useQuery({ queryKey: attendanceKeys.mine(registrationId), queryFn: () => fetchMyAttendance(registrationId) });
  const data = query.data;
  // While it loads, an invisible copy of the line keeps its room, so the card does not grow when it arrives:
  // the cards below (a finished course's "Give feedback") would move under a pointer on its way to them (under a
  // CPU hog a journey's click landed beside its link that way). A copy rather than a skeleton: no module more on
  // the student's first page, which has a byte budget (e2e/tests/server/bundle-budget.spec.ts).
  if (query.isPending) {
    return (
      <Typography variant="body2" aria-hidden sx={{ visibility: 'hidden' }}>
        {t('Classes attended: {{attended}} of {{held}}', { attended: 0, held: 0 })}
        <Button size="small" sx={{ ml: 1 }} tabIndex={-1}>
          {t('Show classes')}
        </Button>
      </Typography>
    );
  }
  if (!data || data.sessions.length === 0) return null;
  const listId = `attendance-${registrationId}`;
  return (
    <div>
      <Typography variant="body2">
        {t('Classes attended: {{attended}} of {{held}}', { attended: data.classes_attended, held: data.classes_held })}
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId} sx={{ ml: 1 }}>
          {open ? t('Hide classes') : t('Show classes')}
        </Button>
      </Typography>
      {open && (
        <Suspense fallback={<CircularProgress size={20} aria-label={t('Loading')} />}>
          <MyAttendanceList id={listId} sessions={data.sessions} />
        </Suspense>
      )}
    </div>
  );
}
