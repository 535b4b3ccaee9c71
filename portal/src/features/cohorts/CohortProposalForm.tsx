// /user/cohorts/new (issue 18 item 3): a teacher proposes a cohort of an approved course they created or
// teach (issue 29 item 6): name, dates, weekly class times, lesson length, group sizes and notes. It is
// saved as a DRAFT awaiting approval; Valik approves it (or sends it back with a reason), adds the links
// and opens the registration in the console.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ClassTimeDto } from '@valik/domain/contracts';
import { ApiError, fieldErrors } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { QueryState } from '@valik/ui/query-state';
import { dayName } from './labels.ts';
import { teachingKeys } from './teaching-api.ts';
import { courseKeys, fetchProposableCourses, proposeCohort } from '../courses/courses-api.ts';

interface FormState {
  course_id: number | '';
  name: string;
  start_date: string;
  end_date: string;
  online_class_times: ClassTimeDto[];
  online_lesson_length: string;
  min_size: string;
  size: string;
  notes: string;
}

export function CohortProposalForm() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const client = useQueryClient();
  // approved courses the teacher created or teaches (issue 29 item 6)
  const courses = useQuery({ queryKey: courseKeys.proposable, queryFn: fetchProposableCourses });
  const approved = courses.data ?? [];
  const [form, setForm] = useState<FormState>(() => ({
    course_id: search.get('course') ? Number(search.get('course')) : '',
    name: '',
    start_date: '',
    end_date: '',
    online_class_times: [{ day: 2, hour: 17, minute: 0 }],
    online_lesson_length: '60',
    min_size: '5',
    size: '20',
    notes: '',
  }));
  const propose = useMutation({
    mutationFn: () =>
      proposeCohort({
        course_id: form.course_id === '' ? 0 : form.course_id,
        name: form.name,
        start_date: form.start_date,
        end_date: form.end_date,
        online_class_times: form.online_class_times,
        online_lesson_length: Number(form.online_lesson_length),
        min_size: Number(form.min_size),
        size: Number(form.size),
        notes: form.notes.trim() === '' ? null : form.notes,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teachingKeys.cohorts }),
  });
  const errors = fieldErrors(propose.error);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setTime = (i: number, patch: Partial<ClassTimeDto>) => set('online_class_times', form.online_class_times.map((ct, j) => (j === i ? { ...ct, ...patch } : ct)));
  const field = (key: 'name' | 'start_date' | 'end_date' | 'online_lesson_length' | 'min_size' | 'size', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : undefined}
      required
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : type === 'number' ? { htmlInput: { min: 0 } } : {}}
      fullWidth
    />
  );
  if (propose.isSuccess) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="success">{t('The cohort is proposed and awaits approval. Valik reviews it, adds the links and opens the registration.')}</Alert>
        <Box>
          <Button variant="contained" component={PortalLink} href="/user/cohorts">{t('My cohorts')}</Button>
        </Box>
      </Stack>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    propose.mutate();
  };
  return (
    <QueryState query={courses}>
      {() =>
        approved.length === 0 ? (
          <Alert severity="info" action={<Button component={PortalLink} href="/user/courses">{t('Courses')}</Button>}>
            {t('A cohort is proposed for an approved course you created or teach. You have none yet.')}
          </Alert>
        ) : (
          <Box component="form" onSubmit={onSubmit} noValidate>
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              <Typography color="text.secondary">{t('Valik adds the links and opens the registration.')}</Typography>
              <TextField
                select
                label={t('Course')}
                value={form.course_id}
                onChange={(e) => set('course_id', Number(e.target.value))}
                error={Boolean(errors.course_id)}
                helperText={errors.course_id ? t(errors.course_id) : undefined}
                required
                fullWidth
              >
                {approved.map((c) => (
                  <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
                ))}
              </TextField>
              {field('name', t('Cohort name'))}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('start_date', t('Start date'), 'date')}
                {field('end_date', t('End date'), 'date')}
              </Stack>
              <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>{t('Class times (Estonian time)')}</Typography>
              {form.online_class_times.map((ct, i) => (
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField select label={t('Day')} value={ct.day} onChange={(e) => setTime(i, { day: Number(e.target.value) })} sx={{ minWidth: 150 }}>
                    {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                      <MenuItem key={d} value={d}>{dayName(t, d)}</MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label={t('Time')}
                    type="time"
                    value={`${String(ct.hour).padStart(2, '0')}:${String(ct.minute).padStart(2, '0')}`}
                    onChange={(e) => {
                      const [h, m] = e.target.value.split(':').map(Number);
                      setTime(i, { hour: h ?? 0, minute: m ?? 0 });
                    }}
                  />
                  <IconButton aria-label={t('Remove class time')} disabled={form.online_class_times.length <= 1} onClick={() => set('online_class_times', form.online_class_times.filter((_, j) => j !== i))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              {errors.online_class_times && <Alert severity="error">{t(errors.online_class_times)}</Alert>}
              <Box>
                <Button onClick={() => set('online_class_times', [...form.online_class_times, { day: 4, hour: 17, minute: 0 }])}>{t('Add a class time')}</Button>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {field('online_lesson_length', t('Lesson length (minutes)'), 'number')}
                {field('min_size', t('Minimum group size'), 'number')}
                {field('size', t('Maximum group size'), 'number')}
              </Stack>
              <TextField label={t('Notes')} value={form.notes} onChange={(e) => set('notes', e.target.value)} multiline minRows={3} fullWidth />
              {propose.isError && !Object.keys(errors).length && (
                <Alert severity="error">{propose.error instanceof ApiError ? propose.error.message : t('Something went wrong. Please try again.')}</Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={propose.isPending}>{t('Propose the cohort')}</Button>
              </Box>
            </Stack>
          </Box>
        )
      }
    </QueryState>
  );
}
