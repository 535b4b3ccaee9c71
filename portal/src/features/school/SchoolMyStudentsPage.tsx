// /user/school/my-students (school rep): every student of my school with their registrations, payer,
// invoice, progress, result and attention flag; filters by school year, course and status; CSV export;
// registering a student for a cohort on the school's account.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '@valik/ui/query-state';
import { statusColor, statusLabel } from '../cohorts/labels.ts';
import { fetchSchoolStudents, schoolStudentsCsvUrl, teachingKeys, type ParticipantStatus, type SchoolStudentsFilter } from '../cohorts/teaching-api.ts';
import { SchoolYearSelect } from '@valik/ui/feedback-dashboard';
import { DigestSetting } from './DigestSetting.tsx';
import { RegisterStudentDialog } from './RegisterStudentDialog.tsx';

const STATUSES: ParticipantStatus[] = ['REGISTERED', 'IN_PROGRESS', 'AWAITING_RESULT', 'COMPLETED', 'FAILED', 'CANCELED'];

export default function SchoolMyStudentsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SchoolStudentsFilter>({ school_year: 'CURRENT' });
  const query = useQuery({ queryKey: teachingKeys.schoolStudents(filter), queryFn: () => fetchSchoolStudents(filter), placeholderData: (prev) => prev });
  const data = query.data;
  const [registering, setRegistering] = useState<{ user_id: number; first_name: string; last_name: string } | null>(null);
  return (
    <>
      <PageHeading>{t('My students')}</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }} role="group" aria-label={t('Filters')}>
        <SchoolYearSelect value={filter.school_year} onChange={(v) => setFilter((f) => ({ ...f, school_year: v }))} />
        <TextField
          select
          size="small"
          label={t('Course')}
          value={filter.course_id ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, course_id: e.target.value === '' ? undefined : Number(e.target.value) }))}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('All courses')}</MenuItem>
          {data?.courses.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
        </TextField>
        <TextField
          select
          size="small"
          label={t('Status')}
          value={filter.status ?? ''}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value === '' ? undefined : (e.target.value as ParticipantStatus) }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('All statuses')}</MenuItem>
          {STATUSES.map((s) => <MenuItem key={s} value={s}>{statusLabel(t, s)}</MenuItem>)}
        </TextField>
        <Button href={schoolStudentsCsvUrl(filter)} download>{t('Export CSV')}</Button>
      </Stack>
      <Box sx={{ mb: 2 }}>
        <DigestSetting />
      </Box>
      <QueryState query={query}>
        {() =>
          data && (
            <Stack spacing={2}>
              <Typography color="text.secondary" role="status">
                {t('Students shown: {{count}}', { count: data.students.length })}
              </Typography>
              {data.students.length === 0 && <Alert severity="info">{t('No students match these filters.')}</Alert>}
              {data.students.map((s) => (
                <Card key={s.user_id} component="article" aria-labelledby={`student-${s.user_id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography id={`student-${s.user_id}`} variant="h2" sx={{ fontSize: '1.1rem' }}>
                        {s.first_name} {s.last_name}
                      </Typography>
                      {s.needs_attention && <Chip size="small" color="warning" label={t('Needs attention')} />}
                      <Button size="small" variant="outlined" sx={{ ml: 'auto' }} onClick={() => setRegistering(s)} aria-label={t('Register for a course – {{name}}', { name: `${s.first_name} ${s.last_name}` })}>
                        {t('Register for a course')}
                      </Button>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">{s.email}</Typography>
                    {s.registrations.length === 0 ? (
                      <Typography sx={{ mt: 1 }}>{t('No registrations yet.')}</Typography>
                    ) : (
                      <Box sx={{ overflowX: 'auto', mt: 1 }}>
                        <Table size="small" aria-label={t('Registrations of {{name}}', { name: `${s.first_name} ${s.last_name}` })}>
                          <TableHead>
                            <TableRow>
                              <TableCell>{t('Course')}</TableCell>
                              <TableCell>{t('Start')}</TableCell>
                              <TableCell>{t('Status')}</TableCell>
                              <TableCell>{t('Progress')}</TableCell>
                              <TableCell>{t('Attendance')}</TableCell>
                              <TableCell>{t('Payer')}</TableCell>
                              <TableCell>{t('Invoice')}</TableCell>
                            </TableRow>
                          </TableHead>
                          <TableBody>
                            {s.registrations.map((r) => (
                              <TableRow key={r.participant_id}>
                                <TableCell>
                                  {r.course_name}
                                  <Typography variant="body2" color="text.secondary">{r.cohort_name}</Typography>
                                </TableCell>
                                <TableCell>{formatDate(r.start_date)}</TableCell>
                                <TableCell>
                                  <Chip size="small" color={statusColor(r.status)} label={statusLabel(t, r.status)} />
                                  {r.needs_attention && <Chip size="small" color="warning" variant="outlined" label={t('Needs attention')} sx={{ ml: 0.5 }} />}
                                </TableCell>
                                <TableCell>{r.progress_percent ?? 0}%</TableCell>
                                <TableCell>{t('{{attended}} of {{held}}', { attended: r.classes_attended, held: r.classes_held })}</TableCell>
                                <TableCell>{r.default_payer === 'SCHOOL' ? t('School') : t('Student')}</TableCell>
                                <TableCell>{r.invoice_number ? `${r.invoice_number} · ${r.invoice_status === 'PAID' ? t('paid') : t('unpaid')}` : '–'}</TableCell>
                              </TableRow>
                            ))}
                          </TableBody>
                        </Table>
                      </Box>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {registering && <RegisterStudentDialog student={registering} onClose={() => setRegistering(null)} />}
    </>
  );
}
