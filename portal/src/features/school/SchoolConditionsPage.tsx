// /user/school/conditions (school rep): my school's payment conditions: the text students see when they
// choose who pays, and the limitations of what the school pays for (languages, courses, courses per
// student, period). Representatives may change them only when the school allows it (an admin turns that
// on for the school); otherwise the page is read-only and says so.
import { useState, type FormEvent } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import type { SchoolConditionsDto, SchoolPaymentLimitations } from '@valik/domain/contracts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError, fieldErrors } from '../../lib/http.ts';
import { QueryState } from '@valik/ui/query-state';
import { toast } from '../toasts/toast-store.ts';
import { billingKeys, fetchSchoolConditions, saveSchoolConditions } from '../billing/billing-api.ts';

type Language = 'et' | 'en' | 'ru';
const LANGUAGES: Language[] = ['et', 'en', 'ru'];

function languageLabel(t: TFunction, lang: Language): string {
  if (lang === 'et') return t('Estonian');
  if (lang === 'en') return t('English');
  return t('Russian');
}

function Limitations({ data }: { data: SchoolConditionsDto }) {
  const { t } = useTranslation();
  const l = data.payment_limitations ?? {};
  const courseNames = (l.courseIds ?? []).map((id) => data.courses.find((c) => c.id === id)?.name ?? `#${id}`);
  const rows: [string, string][] = [
    [t('Languages'), l.inLanguage?.length ? l.inLanguage.map((x) => languageLabel(t, x)).join(', ') : t('All languages')],
    [t('Courses'), courseNames.length ? courseNames.join(', ') : t('All courses')],
    [t('Courses per student'), l.numberOfCourses ? t('At most {{count}} per school year or period', { count: l.numberOfCourses }) : t('No limit')],
    [t('Courses starting'), l.inTimePeriod ? t('{{start}} to {{end}}', { start: formatDate(l.inTimePeriod.start), end: formatDate(l.inTimePeriod.end) }) : t('Any time')],
  ];
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <Typography component="dt" sx={{ fontWeight: 700, minWidth: 200 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function ConditionsForm({ data }: { data: SchoolConditionsDto }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const l = data.payment_limitations ?? {};
  const [text, setText] = useState(data.payment_condition_text ?? '');
  const [languages, setLanguages] = useState<Language[]>(l.inLanguage ?? []);
  const [courseIds, setCourseIds] = useState<number[]>(l.courseIds ?? []);
  const [count, setCount] = useState(l.numberOfCourses ? String(l.numberOfCourses) : '');
  const [start, setStart] = useState(l.inTimePeriod?.start.slice(0, 10) ?? '');
  const [end, setEnd] = useState(l.inTimePeriod?.end.slice(0, 10) ?? '');
  const save = useMutation({
    mutationFn: saveSchoolConditions,
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.schoolConditions, saved);
      toast.success(t('Saved'));
    },
  });
  const errors = fieldErrors(save.error);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const limitations: SchoolPaymentLimitations = {
      inLanguage: languages.length ? languages : null,
      courseIds: courseIds.length ? courseIds : null,
      numberOfCourses: count ? Number(count) : null,
      inTimePeriod: start || end ? { start, end } : null,
    };
    save.mutate({ payment_condition_text: text.trim() || null, payment_limitations: limitations });
  };
  return (
    <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('Conditions text for students')}
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText={errors.payment_condition_text ?? t('Students see this when they choose who pays.')}
        error={Boolean(errors.payment_condition_text)}
      />
      <FormGroup>
        <FormLabel component="legend">{t('The school pays for courses in these languages (none chosen: all)')}</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {LANGUAGES.map((lang) => (
            <FormControlLabel
              key={lang}
              control={<Checkbox checked={languages.includes(lang)} onChange={(e) => setLanguages((v) => (e.target.checked ? [...v, lang] : v.filter((x) => x !== lang)))} />}
              label={languageLabel(t, lang)}
            />
          ))}
        </Stack>
      </FormGroup>
      <Autocomplete
        multiple
        options={data.courses}
        getOptionLabel={(c) => c.name}
        value={data.courses.filter((c) => courseIds.includes(c.id))}
        onChange={(_e, value) => setCourseIds(value.map((c) => c.id))}
        renderInput={(params) => <TextField {...params} label={t('Only these courses (none chosen: all)')} />}
      />
      <TextField
        label={t('Courses per student')}
        type="number"
        value={count}
        onChange={(e) => setCount(e.target.value)}
        slotProps={{ htmlInput: { min: 1 } }}
        helperText={errors['payment_limitations.numberOfCourses'] ?? t('Empty: no limit. Counted per school year, or in the period below.')}
        error={Boolean(errors['payment_limitations.numberOfCourses'])}
        sx={{ maxWidth: 320 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('Courses starting from')}
          type="date"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors['payment_limitations.inTimePeriod.start'] ?? errors['payment_limitations.inTimePeriod'])}
          helperText={errors['payment_limitations.inTimePeriod.start'] ?? errors['payment_limitations.inTimePeriod'] ?? ' '}
        />
        <TextField
          label={t('Until')}
          type="date"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors['payment_limitations.inTimePeriod.end'])}
          helperText={errors['payment_limitations.inTimePeriod.end'] ?? ' '}
        />
      </Stack>
      {save.isError && (
        <Alert severity="error">{save.error instanceof ApiError ? save.error.message : t('Something went wrong. Please try again.')}</Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('Saving…') : t('Save conditions')}
        </Button>
      </div>
    </Stack>
  );
}

export default function SchoolConditionsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: billingKeys.schoolConditions, queryFn: fetchSchoolConditions });
  return (
    <>
      <PageHeading>{t('Payment conditions')}</PageHeading>
      <QueryState query={query}>
        {() =>
          query.data && (
            <Stack spacing={3} sx={{ maxWidth: 880 }}>
              <Alert severity="info">
                {query.data.can_edit
                  ? t('Your school allows representatives to change these conditions. Changes apply to registrations from now on.')
                  : t('These conditions are set by Valik for your school. Your school has not allowed representatives to change them; contact Valik to change them.')}
              </Alert>
              <Paper variant="outlined" component="section" aria-labelledby="conditions-heading" sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="conditions-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
                  {query.data.school_name}
                </Typography>
                {query.data.can_edit ? (
                  <ConditionsForm data={query.data} />
                ) : (
                  <Stack spacing={3}>
                    <div>
                      <Typography sx={{ fontWeight: 700 }}>{t('Conditions text for students')}</Typography>
                      <Typography sx={{ whiteSpace: 'pre-line' }} color={query.data.payment_condition_text ? 'text.primary' : 'text.secondary'}>
                        {query.data.payment_condition_text ?? t('No conditions text.')}
                      </Typography>
                    </div>
                    <Limitations data={query.data} />
                  </Stack>
                )}
              </Paper>
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
