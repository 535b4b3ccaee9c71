// /user/cohorts/{id}/students (teacher): the roster with progress, attendance (classes attended of held, the
// register at /attendance), payer and status; results
// one by one or for the selected students (always confirmed first), which issues diplomas for
// 'Passed'; 'Awaiting result' once the course has ended; progress entry when no LMS is connected; CSV.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { cohortDisplayName, formatDate } from '@valik/domain';
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
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { stackedOnPhone } from '../../components/stacked-table.ts';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import { QueryState, drawnTogether } from '@valik/ui/query-state';
import { dateRange, statusColor, statusLabel } from './labels.ts';
import { fetchRoster, rosterCsvUrl, setProgress, setResults, teachingKeys, type ResultStatus, type RosterStudentDto } from './teaching-api.ts';
import { CohortCommunityPanel } from '../community/CohortCommunityPanel.tsx';
import { cohortCommunityQuery } from '../community/community-api.ts';
import { ProgressSource } from '../community/ProgressSource.tsx';

interface Pending {
  ids: number[];
  status: ResultStatus;
}

function ProgressCell({ cohortId, student, editable }: { cohortId: number; student: RosterStudentDto; editable: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(String(student.progress_percent ?? 0));
  const save = useMutation({
    mutationFn: () => setProgress(cohortId, student.participant_id, Number(value)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: teachingKeys.roster(cohortId) });
      toast.success(t('Saved'));
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });
  if (!editable) {
    return (
      <>
        {student.progress_percent ?? 0}%
        <ProgressSource source={student.progress_source} syncedAt={student.progress_synced_at} />
      </>
    );
  }
  const valid = /^\d{1,3}$/.test(value) && Number(value) <= 100;
  return (
    <TextField
      size="small"
      type="number"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => valid && Number(value) !== (student.progress_percent ?? 0) && save.mutate()}
      onKeyDown={(e) => e.key === 'Enter' && valid && save.mutate()}
      error={!valid}
      slotProps={{ htmlInput: { min: 0, max: 100, 'aria-label': t('Progress of {{name}} (%)', { name: `${student.first_name} ${student.last_name}` }) } }}
      sx={{ width: 90 }}
    />
  );
}

export default function CohortStudentsPage() {
  const { t } = useTranslation();
  const cohortId = Number(useParams().id);
  const client = useQueryClient();
  const query = useQuery({ queryKey: teachingKeys.roster(cohortId), queryFn: () => fetchRoster(cohortId) });
  // the Discord and progress panel (CohortCommunityPanel), asked for at the same time and drawn with the page
  const community = useQuery(cohortCommunityQuery(cohortId));
  const page = drawnTogether(query, community);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const apply = useMutation({
    mutationFn: (p: Pending) => setResults(cohortId, p.ids, p.status),
    onSuccess: (changes) => {
      setPending(null);
      setSelected([]);
      void client.invalidateQueries({ queryKey: teachingKeys.roster(cohortId) });
      void client.invalidateQueries({ queryKey: teachingKeys.dashboard });
      const diplomas = changes.filter((c) => c.diploma_issued).length;
      toast.success(diplomas > 0 ? t('Results saved. Diplomas issued: {{count}}', { count: diplomas }) : t('Results saved'));
    },
  });
  const resultName = (s: ResultStatus) => (s === 'COMPLETED' ? t('Passed') : s === 'FAILED' ? t('Not passed') : t('Awaiting result'));
  const data = query.data;
  // results (Passed / Not passed) from the cohort's last class week on, the API's rule (issue 18 item 1)
  const resultsOpen = data?.cohort.results_open ?? false;
  const live = data?.students.filter((s) => s.status !== 'CANCELED') ?? [];
  const allSelected = live.length > 0 && selected.length === live.length;
  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const names = (ids: number[]) => data?.students.filter((s) => ids.includes(s.participant_id)).map((s) => `${s.first_name} ${s.last_name}`) ?? [];

  return (
    <>
      {/* the group's name with the page: in the heading before it, a second line pushed the spinner down */}
      <PageHeading>{data && !page.isPending ? `${t('Students')}: ${cohortDisplayName(data.cohort.course_name, data.cohort.name)}` : t('Students')}</PageHeading>
      <QueryState query={page}>
        {() =>
          data && (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                {dateRange(data.cohort.start_date, data.cohort.end_date)} · {t('Students')}: {live.length}
              </Typography>
              {!resultsOpen && (
                <Alert severity="info">{t('Results can be set from {{date}}, the last class week of the cohort.', { date: formatDate(data.cohort.results_open_from) })}</Alert>
              )}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="toolbar" aria-label={t('Results for the selected students')}>
                <Button variant="contained" disabled={selected.length === 0 || !resultsOpen} onClick={() => setPending({ ids: selected, status: 'COMPLETED' })}>
                  {t('Mark passed ({{count}})', { count: selected.length })}
                </Button>
                <Button variant="outlined" disabled={selected.length === 0 || !resultsOpen} onClick={() => setPending({ ids: selected, status: 'FAILED' })}>
                  {t('Mark not passed ({{count}})', { count: selected.length })}
                </Button>
                {data.cohort.has_ended && (
                  <Button variant="outlined" disabled={selected.length === 0} onClick={() => setPending({ ids: selected, status: 'AWAITING_RESULT' })}>
                    {t('Mark awaiting result ({{count}})', { count: selected.length })}
                  </Button>
                )}
                <Button href={rosterCsvUrl(cohortId)} download>{t('Export CSV')}</Button>
                <Button component={PortalLink} href={`/user/cohorts/${cohortId}/attendance`}>{t('Attendance register')}</Button>
                <Button component={PortalLink} href={`/user/cohorts/${cohortId}/feedback-dashboard`}>{t('Feedback')}</Button>
              </Stack>
              <CohortCommunityPanel cohortId={cohortId} />
              {data.students.length === 0 ? (
                <Alert severity="info">{t('Nobody has registered for this cohort yet.')}</Alert>
              ) : (
                <TableContainer sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={t('Students')} sx={stackedOnPhone}>
                    <TableHead>
                      <TableRow>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={allSelected}
                            indeterminate={selected.length > 0 && !allSelected}
                            onChange={() => setSelected(allSelected ? [] : live.map((s) => s.participant_id))}
                            slotProps={{ input: { 'aria-label': t('Select all students') } }}
                          />
                        </TableCell>
                        <TableCell>{t('Student')}</TableCell>
                        <TableCell>{t('Status')}</TableCell>
                        <TableCell>{t('Progress')}</TableCell>
                        <TableCell>{t('Attendance')}</TableCell>
                        <TableCell>{t('Payer')}</TableCell>
                        <TableCell>{t('Result')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.students.map((s) => {
                        const canceled = s.status === 'CANCELED';
                        const name = `${s.first_name} ${s.last_name}`;
                        return (
                          <TableRow key={s.participant_id} selected={selected.includes(s.participant_id)}>
                            <TableCell padding="checkbox">
                              <Checkbox disabled={canceled} checked={selected.includes(s.participant_id)} onChange={() => toggle(s.participant_id)} slotProps={{ input: { 'aria-label': t('Select {{name}}', { name }) } }} />
                            </TableCell>
                            <TableCell>
                              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                              <Typography variant="body2" color="text.secondary">{s.email}{s.school_name ? ` · ${s.school_name}` : ''}</Typography>
                            </TableCell>
                            <TableCell data-label={t('Status')}>
                              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                                <Chip size="small" color={statusColor(s.status)} label={statusLabel(t, s.status)} />
                                {s.needs_attention && <Chip size="small" color="warning" variant="outlined" label={t('Needs attention')} />}
                                {s.has_diploma && s.status === 'COMPLETED' && <Chip size="small" variant="outlined" label={t('Diploma issued')} />}
                              </Stack>
                            </TableCell>
                            <TableCell data-label={t('Progress')}>
                              <ProgressCell cohortId={cohortId} student={s} editable={!data.cohort.lms_connected && !canceled} />
                            </TableCell>
                            <TableCell data-label={t('Attendance')}>{t('{{attended}} of {{held}}', { attended: s.classes_attended, held: s.classes_held })}</TableCell>
                            <TableCell data-label={t('Payer')}>
                              {s.default_payer === 'SCHOOL' ? t('School') : t('Student')}
                              {s.invoice_number && (
                                <Typography variant="body2" color="text.secondary">
                                  {s.invoice_number} · {s.invoice_status === 'PAID' ? t('paid') : t('unpaid')}
                                </Typography>
                              )}
                            </TableCell>
                            <TableCell data-label={t('Result')}>
                              {!canceled && (
                                // each button on one line ("Не зачтено" broke in two in a narrow column)
                                <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                                  <Button size="small" disabled={s.status === 'COMPLETED' || !resultsOpen} onClick={() => setPending({ ids: [s.participant_id], status: 'COMPLETED' })} aria-label={t('Passed – {{name}}', { name })}>
                                    {t('Passed')}
                                  </Button>
                                  <Button size="small" color="error" disabled={s.status === 'FAILED' || !resultsOpen} onClick={() => setPending({ ids: [s.participant_id], status: 'FAILED' })} aria-label={t('Not passed – {{name}}', { name })}>
                                    {t('Not passed')}
                                  </Button>
                                </Stack>
                              )}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Stack>
          )
        }
      </QueryState>
      <Dialog open={pending !== null} onClose={() => !apply.isPending && setPending(null)} aria-labelledby="confirm-results-title">
        <DialogTitle id="confirm-results-title">{t('Set the result: {{result}}', { result: pending ? resultName(pending.status) : '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Students: {{names}}', { names: pending ? names(pending.ids).join(', ') : '' })}</DialogContentText>
          {pending?.status === 'COMPLETED' && (
            <DialogContentText sx={{ mt: 1 }}>
              {t('Each of them gets an e-mail. The diploma comes after the course has ended; a student who pays personally gets it once the invoice is paid.')}
            </DialogContentText>
          )}
          {apply.isError && <Alert severity="error" sx={{ mt: 2 }}>{apply.error instanceof ApiError ? apply.error.message : t('Something went wrong. Please try again.')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={apply.isPending}>{t('Cancel')}</Button>
          <Button variant="contained" onClick={() => pending && apply.mutate(pending)} disabled={apply.isPending} autoFocus>
            {t('Confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
