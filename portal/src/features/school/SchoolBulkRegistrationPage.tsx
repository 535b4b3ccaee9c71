// /user/school/register (school rep, issue 29 item 8): many students into one course group at
// once — tick students of the school, and paste or upload a list of names and e-mail addresses (new people
// get an account and an invitation e-mail). The server registers each by the single registration's rules
// (seats and waitlist, already registered, the school's credits and conditions) and answers one line per
// row, shown here as the summary; a refused row never undoes the others.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BULK_REGISTRATION_MAX_ROWS } from '@valik/domain';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/http.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState, drawnTogether } from '@valik/ui/query-state';
import { fetchSchoolCohorts, fetchSchoolStudents, teachingKeys } from '../cohorts/teaching-api.ts';
import { registerStudentsInBulk, type BulkRegistrationDto, type BulkRowDto } from './school-scale-api.ts';
import { SchoolCohortPicker } from './SchoolCohortPicker.tsx';

/** The file picker takes a spreadsheet's CSV export or a plain text list. */
const LIST_FILE_TYPES = '.csv,.txt,text/csv,text/plain';

function outcomeChip(t: TFunction, row: BulkRowDto) {
  if (row.outcome === 'REFUSED') return <Chip size="small" color="error" variant="outlined" label={t('Not registered')} />;
  if (row.outcome === 'WAITLISTED') return <Chip size="small" color="info" label={t('On the waitlist, place {{position}}', { position: row.position ?? 1 })} />;
  return <Chip size="small" color="success" label={row.invited ? t('Invited and registered') : t('Registered')} />;
}

function rowLabel(t: TFunction, row: BulkRowDto) {
  return row.source === 'LIST' ? t('List row {{line}}', { line: row.line ?? 0 }) : t('Chosen from the list');
}

function Summary({ result }: { result: BulkRegistrationDto }) {
  const { t } = useTranslation();
  const { counts } = result;
  // the answer is below the form: take the reader (and the keyboard) to it
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [result]);
  return (
    <Paper component="section" aria-labelledby="bulk-summary-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="bulk-summary-heading" ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 1, scrollMarginTop: '6rem' }}>
        {t('What happened')}
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {t('Registered: {{registered}} · on the waitlist: {{waitlisted}} · not registered: {{refused}} · invited: {{invited}}', counts)}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.rows.map((row, i) => (
          <Box component="li" key={i} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: { sm: '9rem' } }}>{rowLabel(t, row)}</Typography>
              <Box sx={{ flex: { sm: '1 1 14rem' }, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name || '–'}</Typography>
                {row.email && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{row.email}</Typography>}
              </Box>
              <Box>{outcomeChip(t, row)}</Box>
            </Stack>
            {row.reason && <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{row.reason}</Typography>}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

export default function SchoolBulkRegistrationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cohorts = useQuery({ queryKey: teachingKeys.schoolCohorts, queryFn: fetchSchoolCohorts });
  const studentsFilter = { school_year: 'ALL' };
  const students = useQuery({ queryKey: teachingKeys.schoolStudents(studentsFilter), queryFn: () => fetchSchoolStudents(studentsFilter) });
  const [cohortId, setCohortId] = useState<number | ''>('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
  const [csv, setCsv] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const register = useMutation({
    mutationFn: () => registerStudentsInBulk({ cohort_id: Number(cohortId), user_ids: [...picked], csv }),
    onSuccess: () => {
      setPicked(new Set());
      setCsv('');
      void queryClient.invalidateQueries({ queryKey: ['school'] });
    },
  });
  const shown = useMemo(() => {
    const words = search.toLocaleLowerCase('et').split(/\s+/).filter(Boolean);
    return (students.data?.students ?? []).filter((s) => words.every((w) => `${s.first_name} ${s.last_name} ${s.email}`.toLocaleLowerCase('et').includes(w)));
  }, [students.data, search]);
  const listedRows = csv.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '').length;
  const toggle = (id: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShownPicked = shown.length > 0 && shown.every((s) => picked.has(s.user_id));
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setFileError(null);
    if (file.size > 60_000) {
      setFileError(t('The file is too large: at most {{max}} students can be registered at once', { max: BULK_REGISTRATION_MAX_ROWS }));
      return;
    }
    setCsv(await file.text());
  };
  const nothing = picked.size === 0 && listedRows === 0;

  return (
    <>
      <PageHeading>{t('Register students')}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '48rem' }}>
        {t('Register many students of your school for one course group at once. The school pays by its payment conditions; when the group is full, students go on its waitlist. New students get an e-mail invitation to set their password.')}
      </Typography>
      {/* drawn once the groups and the students have both come: each drawn on its own, the sections below them
          moved up and down as they came */}
      <QueryState query={drawnTogether(cohorts, students)}>
        {() => (
          <Stack spacing={3} sx={{ maxWidth: '56rem' }}>
            <QueryState query={cohorts}>
              {() => <SchoolCohortPicker cohorts={cohorts.data} value={cohortId} onChange={setCohortId} />}
            </QueryState>

            <Paper component="section" variant="outlined" aria-labelledby="bulk-pick-heading" sx={{ p: 2 }}>
              <Typography id="bulk-pick-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('Students of the school')}
              </Typography>
              <QueryState query={students}>
                {() => (
                  <>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
                      <TextField type="search" size="small" label={t('Search by name or e-mail')} value={search} onChange={(e) => setSearch(e.target.value)} />
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={allShownPicked}
                            disabled={shown.length === 0}
                            onChange={() =>
                              setPicked((prev) => {
                                const next = new Set(prev);
                                for (const s of shown) {
                                  if (allShownPicked) next.delete(s.user_id);
                                  else next.add(s.user_id);
                                }
                                return next;
                              })
                            }
                          />
                        }
                        label={t('Choose all shown')}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                      {t('Chosen: {{count}}', { count: picked.size })}
                    </Typography>
                    {shown.length === 0 && <Alert severity="info">{t('No students match the search.')}</Alert>}
                    <Box
                      role="group"
                      aria-labelledby="bulk-pick-heading"
                      tabIndex={0}
                      sx={{ maxHeight: '22rem', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, display: shown.length ? 'block' : 'none' }}
                    >
                      {shown.map((s) => (
                        <FormControlLabel
                          key={s.user_id}
                          sx={{ display: 'flex', mr: 0, alignItems: 'flex-start', py: 0.25 }}
                          control={<Checkbox checked={picked.has(s.user_id)} onChange={() => toggle(s.user_id)} sx={{ pt: 0.5 }} />}
                          label={
                            <Box component="span" sx={{ display: 'block', pt: 0.75, minWidth: 0 }}>
                              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`${s.first_name} ${s.last_name}`}</Typography>
                              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{s.email}</Typography>
                            </Box>
                          }
                        />
                      ))}
                    </Box>
                  </>
                )}
              </QueryState>
            </Paper>

            <Paper component="section" variant="outlined" aria-labelledby="bulk-list-heading" sx={{ p: 2 }}>
              <Typography id="bulk-list-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('New students from a list')}
              </Typography>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('One student a line: name and e-mail address, or first name, last name and e-mail address, separated by commas or semicolons (a spreadsheet saved as CSV). A first line with column names is skipped.')}
              </Typography>
              <TextField
                multiline
                fullWidth
                minRows={4}
                maxRows={12}
                label={t('Names and e-mail addresses')}
                value={csv}
                onChange={(e) => setCsv(e.target.value)}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <input ref={fileInput} id="bulk-list-file" type="file" accept={LIST_FILE_TYPES} hidden onChange={(e) => void onFile(e)} />
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                  {t('Read a CSV file')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('Rows in the list: {{count}}', { count: listedRows })}
                </Typography>
              </Stack>
              {fileError && <Alert severity="error" sx={{ mt: 1 }}>{fileError}</Alert>}
            </Paper>

            {register.error && (
              <Alert severity="error">{register.error instanceof ApiError ? register.error.message : t('Something went wrong. Please try again.')}</Alert>
            )}
            <Box>
              <Button variant="contained" size="large" disabled={cohortId === '' || nothing || register.isPending} onClick={() => register.mutate()}>
                {register.isPending ? t('Registering…') : t('Register the students ({{count}})', { count: picked.size + listedRows })}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('At most {{max}} students at once.', { max: BULK_REGISTRATION_MAX_ROWS })}
              </Typography>
            </Box>
            {register.data && <Summary result={register.data} />}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
