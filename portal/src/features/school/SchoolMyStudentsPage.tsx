// /user/school/my-students (school rep): every student of my school with their registrations, payer,
// invoice, progress, result and attention flag, and the waitlists they wait on; filters by school year,
// course and status; a search by name, e-mail or course, 10 students a page; CSV export; registering a
// student for a cohort on the school's account.
// Issue 30: on a phone each registration is a short list of labelled values (no table that scrolls
// sideways inside its card, hiding status, payer and invoice); from the md breakpoint on, a table.
import { useMemo, useState } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
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
import { cohortDisplayName, formatDate, formatDateTime } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '@valik/ui/query-state';
import { statusColor, statusLabel } from '../cohorts/labels.ts';
import {
  fetchSchoolStudents,
  schoolStudentsCsvUrl,
  teachingKeys,
  type ParticipantStatus,
  type SchoolRegistrationDto,
  type SchoolStudentsDto,
  type SchoolStudentsFilter,
  type SchoolWaitlistDto,
} from '../cohorts/teaching-api.ts';
import { SchoolYearSelect } from '@valik/ui/feedback-dashboard';
import { DigestSetting } from './DigestSetting.tsx';
import { LedgerPager } from './LedgerPager.tsx';
import { RegisterStudentDialog } from './RegisterStudentDialog.tsx';

const STATUSES: ParticipantStatus[] = ['REGISTERED', 'IN_PROGRESS', 'AWAITING_RESULT', 'COMPLETED', 'FAILED', 'CANCELED'];
/** students on one page: 20 students with their registrations made a page of 8.7k px (issue 30) */
export const STUDENTS_PER_PAGE = 10;

type Student = SchoolStudentsDto['students'][number];

/** Whether a student matches the search: name, e-mail, or a course or group they are registered or waiting for. */
export function matchesStudentSearch(s: Student, search: string): boolean {
  const words = search.toLocaleLowerCase('et').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [s.first_name, s.last_name, s.email, ...s.registrations.flatMap((r) => [r.course_name, r.cohort_name]), ...s.waitlist.flatMap((w) => [w.course_name, w.cohort_name])]
    .join(' ')
    .toLocaleLowerCase('et');
  return words.every((w) => text.includes(w));
}

const invoiceText = (t: TFunction, r: SchoolRegistrationDto) => (r.invoice_number ? `${r.invoice_number} · ${r.invoice_status === 'PAID' ? t('paid') : t('unpaid')}` : '–');
const payerText = (t: TFunction, r: SchoolRegistrationDto) => (r.default_payer === 'SCHOOL' ? t('School') : t('Student'));
const waitlistText = (t: TFunction, w: SchoolWaitlistDto) =>
  w.status === 'OFFERED' ? t('Seat offered until {{time}}', { time: formatDateTime(w.offer_expires_at ?? w.start_date) }) : t('On the waitlist, place {{position}}', { position: w.position ?? 1 });

function StatusChips({ r }: { r: SchoolRegistrationDto }) {
  const { t } = useTranslation();
  return (
    <>
      <Chip size="small" color={statusColor(r.status)} label={statusLabel(t, r.status)} />
      {r.needs_attention && <Chip size="small" color="warning" variant="outlined" label={t('Needs attention')} sx={{ ml: 0.5 }} />}
    </>
  );
}

const term = { color: 'text.secondary', fontSize: '0.875rem' } as const;

/** A phone's view of one student's registrations and waitlists: labelled values in two columns, nothing wider than the card. */
function PhoneRegistrations({ s }: { s: Student }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ display: { xs: 'block', md: 'none' }, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {s.registrations.map((r) => (
        <Box component="li" key={`r${r.participant_id}`} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cohortDisplayName(r.course_name, r.cohort_name)}</Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5, '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' } }}>
            <Box component="dt" sx={term}>{t('Start')}</Box>
            <dd>{formatDate(r.start_date)}</dd>
            <Box component="dt" sx={term}>{t('Status')}</Box>
            <dd><StatusChips r={r} /></dd>
            <Box component="dt" sx={term}>{t('Progress')}</Box>
            <dd>{r.progress_percent ?? 0}%</dd>
            <Box component="dt" sx={term}>{t('Attendance')}</Box>
            <dd>{t('{{attended}} of {{held}}', { attended: r.classes_attended, held: r.classes_held })}</dd>
            <Box component="dt" sx={term}>{t('Payer')}</Box>
            <dd>{payerText(t, r)}</dd>
            <Box component="dt" sx={term}>{t('Invoice')}</Box>
            <dd>{invoiceText(t, r)}</dd>
          </Box>
        </Box>
      ))}
      {s.waitlist.map((w) => (
        <Box component="li" key={`w${w.waitlist_entry_id}`} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cohortDisplayName(w.course_name, w.cohort_name)}</Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5, '& dd': { m: 0, minWidth: 0 } }}>
            <Box component="dt" sx={term}>{t('Start')}</Box>
            <dd>{formatDate(w.start_date)}</dd>
            <Box component="dt" sx={term}>{t('Status')}</Box>
            <dd><Chip size="small" color="info" variant="outlined" label={waitlistText(t, w)} /></dd>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** From the md breakpoint on: one table row a registration or waitlist place. */
function WideRegistrations({ s }: { s: Student }) {
  const { t } = useTranslation();
  const name = `${s.first_name} ${s.last_name}`;
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
      <Table size="small" aria-label={t('Registrations of {{name}}', { name })}>
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
            <TableRow key={`r${r.participant_id}`}>
              <TableCell>{cohortDisplayName(r.course_name, r.cohort_name)}</TableCell>
              <TableCell>{formatDate(r.start_date)}</TableCell>
              <TableCell><StatusChips r={r} /></TableCell>
              <TableCell>{r.progress_percent ?? 0}%</TableCell>
              <TableCell>{t('{{attended}} of {{held}}', { attended: r.classes_attended, held: r.classes_held })}</TableCell>
              <TableCell>{payerText(t, r)}</TableCell>
              <TableCell>{invoiceText(t, r)}</TableCell>
            </TableRow>
          ))}
          {s.waitlist.map((w) => (
            <TableRow key={`w${w.waitlist_entry_id}`}>
              <TableCell>{cohortDisplayName(w.course_name, w.cohort_name)}</TableCell>
              <TableCell>{formatDate(w.start_date)}</TableCell>
              <TableCell colSpan={5}>
                <Chip size="small" color="info" variant="outlined" label={waitlistText(t, w)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function SchoolMyStudentsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SchoolStudentsFilter>({ school_year: 'CURRENT' });
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useQuery({ queryKey: teachingKeys.schoolStudents(filter), queryFn: () => fetchSchoolStudents(filter), placeholderData: (prev) => prev });
  const data = query.data;
  const [registering, setRegistering] = useState<{ user_id: number; first_name: string; last_name: string } | null>(null);
  const found = useMemo(() => (data?.students ?? []).filter((s) => matchesStudentSearch(s, search)), [data, search]);
  // a narrower list never leaves the page past its end
  const start = offset < found.length ? offset : 0;
  const shown = found.slice(start, start + STUDENTS_PER_PAGE);
  const changeFilter = (change: (f: SchoolStudentsFilter) => SchoolStudentsFilter) => {
    setFilter(change);
    setOffset(0);
  };
  return (
    <>
      <PageHeading>{t('My students')}</PageHeading>
      {/* one row on a desktop (the search wider), two columns on a tablet, one on a phone: the fields are full width by the theme */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 2fr) repeat(3, minmax(200px, 1fr)) auto' },
          gap: 2,
          mb: 3,
          alignItems: 'center',
        }}
        role="group"
        aria-label={t('Filters')}
      >
        <TextField
          type="search"
          size="small"
          label={t('Search by name, e-mail or course')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setOffset(0);
          }}
        />
        <SchoolYearSelect value={filter.school_year} onChange={(v) => changeFilter((f) => ({ ...f, school_year: v }))} />
        <TextField
          select
          size="small"
          label={t('Course')}
          value={filter.course_id ?? ''}
          onChange={(e) => changeFilter((f) => ({ ...f, course_id: e.target.value === '' ? undefined : Number(e.target.value) }))}
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
          onChange={(e) => changeFilter((f) => ({ ...f, status: e.target.value === '' ? undefined : (e.target.value as SchoolStudentsFilter['status']) }))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('All statuses')}</MenuItem>
          {STATUSES.map((s) => <MenuItem key={s} value={s}>{statusLabel(t, s)}</MenuItem>)}
          <MenuItem value="WAITLISTED">{t('On the waitlist')}</MenuItem>
        </TextField>
        <Button href={schoolStudentsCsvUrl(filter)} download>{t('Export CSV')}</Button>
      </Box>
      <Box sx={{ mb: 2 }}>
        <DigestSetting />
      </Box>
      <QueryState query={query}>
        {() =>
          data && (
            <Stack spacing={2}>
              <Typography color="text.secondary" role="status">
                {t('Students shown: {{count}}', { count: found.length })}
              </Typography>
              {found.length === 0 && <Alert severity="info">{t('No students match these filters.')}</Alert>}
              {shown.map((s) => (
                <Card key={s.user_id} component="article" aria-labelledby={`student-${s.user_id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography id={`student-${s.user_id}`} variant="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                        {s.first_name} {s.last_name}
                      </Typography>
                      {s.needs_attention && <Chip size="small" color="warning" label={t('Needs attention')} />}
                      <Button size="small" variant="outlined" sx={{ ml: 'auto' }} onClick={() => setRegistering(s)} aria-label={t('Register for a course – {{name}}', { name: `${s.first_name} ${s.last_name}` })}>
                        {t('Register for a course')}
                      </Button>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{s.email}</Typography>
                    {s.registrations.length === 0 && s.waitlist.length === 0 ? (
                      <Typography sx={{ mt: 1 }}>{t('No registrations yet.')}</Typography>
                    ) : (
                      <>
                        <PhoneRegistrations s={s} />
                        <WideRegistrations s={s} />
                      </>
                    )}
                  </CardContent>
                </Card>
              ))}
              {found.length > STUDENTS_PER_PAGE && (
                <LedgerPager label={t('Student list pages')} offset={start} limit={STUDENTS_PER_PAGE} total={found.length} count={shown.length} onPage={setOffset} />
              )}
            </Stack>
          )
        }
      </QueryState>
      {registering && <RegisterStudentDialog student={registering} onClose={() => setRegistering(null)} />}
    </>
  );
}
