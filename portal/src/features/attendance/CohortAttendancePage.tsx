// /user/cohorts/{id}/attendance (teacher, admin): the cohort's classes, generated from its weekly times, and
// one class's register: who joined through our link (marked present by it), corrections by the teacher
// (present or absent; a later join never undoes them), and skipping a class for a holiday (confirmed
// first). Attendance is kept apart from progress, which counts assignments only (issue 29 item 2).
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { cohortDisplayName, formatDateTime } from '@valik/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryState } from '@valik/ui/query-state';
import { useTranslation } from '../../i18n/react.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import { attendanceKeys, fetchRegisterSessions, fetchSessionRegister, saveRegister, setSessionSkipped } from './attendance-api.ts';
import { markSourceLabel, sessionStateLabel } from './labels.ts';
import { firstChoice } from './register-choice.ts';

function SessionRegister({ cohortId, sessionId }: { cohortId: number; sessionId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: attendanceKeys.register(cohortId, sessionId), queryFn: () => fetchSessionRegister(cohortId, sessionId) });
  const [edits, setEdits] = useState<Record<number, boolean>>({});
  const [confirmSkip, setConfirmSkip] = useState(false);
  const refresh = (data: Awaited<ReturnType<typeof fetchSessionRegister>>) => {
    client.setQueryData(attendanceKeys.register(cohortId, sessionId), data);
    void client.invalidateQueries({ queryKey: attendanceKeys.sessions(cohortId) });
    void client.invalidateQueries({ queryKey: ['cohorts', cohortId, 'students'] });
  };
  const onError = (e: unknown) => toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
  const save = useMutation({
    mutationFn: () => saveRegister(cohortId, sessionId, Object.entries(edits).map(([id, present]) => ({ participant_id: Number(id), present }))),
    onSuccess: (data) => {
      setEdits({});
      refresh(data);
      toast.success(t('The register is saved'));
    },
    onError,
  });
  const skip = useMutation({
    mutationFn: (skipped: boolean) => setSessionSkipped(cohortId, sessionId, skipped),
    onSuccess: (data) => {
      setConfirmSkip(false);
      refresh(data);
      toast.success(data.session.skipped ? t('The class is skipped') : t('The class is held again'));
    },
    onError,
  });
  const changed = Object.keys(edits).length;
  return (
    <QueryState query={query}>
      {() => {
        const data = query.data;
        if (!data) return null;
        const present = data.students.filter((s) => (edits[s.participant_id] ?? s.present) === true).length;
        return (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="h2" variant="h6">{formatDateTime(data.session.starts_at)}</Typography>
              <Chip size="small" label={sessionStateLabel(t, data.session.state)} color={data.session.state === 'SKIPPED' ? 'warning' : data.session.state === 'IN_PROGRESS' ? 'info' : 'default'} />
              {!data.session.skipped && <Typography color="text.secondary">{t('Present: {{present}} of {{count}}', { present, count: data.students.length })}</Typography>}
            </Stack>
            {data.session.skipped ? (
              <Alert severity="info">{t('This class is skipped: students are not reminded of it and it does not count as held.')}</Alert>
            ) : !data.session.can_mark ? (
              <Alert severity="info">{t('Attendance can be marked once the class has begun. Students who join through the link are marked present by it.')}</Alert>
            ) : null}
            {!data.session.skipped && data.students.length === 0 && <Alert severity="info">{t('Nobody has registered for this cohort yet.')}</Alert>}
            {!data.session.skipped && data.students.length > 0 && (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('Register')} sx={registerOnPhone}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('Student')}</TableCell>
                      <TableCell>{t('Present')}</TableCell>
                      <TableCell>{t('Marked')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.students.map((s) => {
                      const name = `${s.first_name} ${s.last_name}`;
                      const value = edits[s.participant_id] ?? s.present;
                      return (
                        <TableRow key={s.participant_id}>
                          <TableCell className="register-name" sx={{ fontWeight: 600 }}>
                            {name}
                          </TableCell>
                          <TableCell className="register-present">
                            <Checkbox
                              checked={value === true}
                              disabled={!data.session.can_mark || save.isPending}
                              onChange={(e) => setEdits((all) => ({ ...all, [s.participant_id]: e.target.checked }))}
                              slotProps={{ input: { 'aria-label': t('{{name}} was present', { name }) } }}
                            />
                          </TableCell>
                          <TableCell className="register-marked">
                            {edits[s.participant_id] !== undefined ? t('changed, not saved yet') : value === false ? `${t('absent')} · ${markSourceLabel(t, s.source)}` : markSourceLabel(t, s.source)}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {!data.session.skipped && data.session.can_mark && (
                <Button variant="contained" disabled={changed === 0 || save.isPending} onClick={() => save.mutate()}>
                  {t('Save the register')}
                </Button>
              )}
              {data.session.skipped ? (
                <Button variant="outlined" disabled={skip.isPending} onClick={() => skip.mutate(false)}>{t('Hold this class after all')}</Button>
              ) : (
                <Button variant="outlined" color="warning" disabled={skip.isPending} onClick={() => setConfirmSkip(true)}>{t('Skip this class (holiday)')}</Button>
              )}
            </Stack>
            <Dialog open={confirmSkip} onClose={() => !skip.isPending && setConfirmSkip(false)} aria-labelledby="confirm-skip-title">
              <DialogTitle id="confirm-skip-title">{t('Skip the class of {{time}}?', { time: formatDateTime(data.session.starts_at) })}</DialogTitle>
              <DialogContent>
                <DialogContentText>{t('Students are not reminded of it, it is marked cancelled in their calendars, and it does not count as held. You can hold it again later.')}</DialogContentText>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setConfirmSkip(false)} disabled={skip.isPending}>{t('Cancel')}</Button>
                <Button variant="contained" color="warning" onClick={() => skip.mutate(true)} disabled={skip.isPending} autoFocus>
                  {t('Skip the class')}
                </Button>
              </DialogActions>
            </Dialog>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * On a phone each student is one short row, as a paper register: the box to tick beside the name, how the mark
 * came under it (a stacked table gave every student five lines, and a class of 16 was three screens long).
 */
const registerOnPhone: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tr': { display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: 0.5, borderBottom: `1px solid ${theme.palette.divider}`, py: 0.5 },
    '& td': { display: 'block', border: 0, p: 0, overflowWrap: 'anywhere' },
    '& td.register-present': { gridColumn: 1, gridRow: '1 / span 2' },
    '& td.register-name': { gridColumn: 2, gridRow: 1 },
    '& td.register-marked': { gridColumn: 2, gridRow: 2, fontSize: theme.typography.caption.fontSize, color: theme.palette.text.secondary },
  },
});

export default function CohortAttendancePage() {
  const { t } = useTranslation();
  const cohortId = Number(useParams().id);
  const query = useQuery({ queryKey: attendanceKeys.sessions(cohortId), queryFn: () => fetchRegisterSessions(cohortId) });
  const [chosen, setChosen] = useState<number | null>(null);
  const sessions = useMemo(() => query.data?.sessions ?? [], [query.data]);
  const sessionId = chosen ?? firstChoice(sessions);
  const data = query.data;
  return (
    <>
      <PageHeading>{data ? `${t('Attendance')}: ${cohortDisplayName(data.cohort.course_name, data.cohort.name)}` : t('Attendance')}</PageHeading>
      <QueryState query={query}>
        {() => (
          <Stack spacing={2}>
            <div>
              <Button component={PortalLink} href={`/user/cohorts/${cohortId}/students`}>{t('Students and results')}</Button>
            </div>
            {sessions.length === 0 || sessionId === null ? (
              <Alert severity="info">{t('This cohort has no classes: set its weekly class times and dates first.')}</Alert>
            ) : (
              <>
                <TextField select label={t('Class')} value={sessionId} onChange={(e) => setChosen(Number(e.target.value))} sx={{ maxWidth: 420 }}>
                  {sessions.map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {formatDateTime(s.starts_at)} · {sessionStateLabel(t, s.state)}
                    </MenuItem>
                  ))}
                </TextField>
                {/* a fresh register (no unsaved marks) for each class */}
                <SessionRegister key={sessionId} cohortId={cohortId} sessionId={sessionId} />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
