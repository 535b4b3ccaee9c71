// /user/cohorts/{id} (teacher): a cohort's details and the fields a teacher may change: the video,
// Discord invite and classroom links, notes and class times (students get an e-mail when times change).
// `new` is a teacher's proposal of a cohort of an approved course (CohortProposalForm).
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { cohortDisplayName } from '@valik/domain';
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
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError, fieldErrors } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import { QueryState } from '@valik/ui/query-state';
import { TeacherList } from '@valik/ui/person-photo';
import { CohortProposalForm } from './CohortProposalForm.tsx';
import { NotForYourRole } from '../shells/NotForYourRole.tsx';
import { useSession } from '../session/use-session.ts';
import { cohortStateLabel, dateRange, dayName } from './labels.ts';
import { resubmitCohort } from '../courses/courses-api.ts';
import { fetchTeacherCohort, teachingKeys, updateTeacherCohort, type TeacherCohortDto } from './teaching-api.ts';

interface FormState {
  video_url: string;
  discord_invite_url: string;
  external_lms_link: string;
  notes: string;
  online_class_times: ClassTimeDto[];
}

const toForm = (c: TeacherCohortDto): FormState => ({
  video_url: c.video_url ?? '',
  discord_invite_url: c.discord_invite_url ?? '',
  external_lms_link: c.external_lms_link ?? '',
  notes: c.notes ?? '',
  online_class_times: c.online_class_times,
});

function CohortForm({ cohort }: { cohort: TeacherCohortDto }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState<FormState>(() => toForm(cohort));
  const save = useMutation({
    mutationFn: () => updateTeacherCohort(cohort.id, form),
    onSuccess: (data) => {
      client.setQueryData(teachingKeys.cohort(cohort.id), data);
      setForm(toForm(data));
      void client.invalidateQueries({ queryKey: ['teacher'] });
      toast.success(data.class_times_notice_sent ? t('Saved. The students were told about the new class times.') : t('Saved'));
    },
  });
  const errors = fieldErrors(save.error);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const setTime = (i: number, patch: Partial<ClassTimeDto>) =>
    setForm((f) => ({ ...f, online_class_times: f.online_class_times.map((ct, j) => (j === i ? { ...ct, ...patch } : ct)) }));
  const link = (name: 'video_url' | 'discord_invite_url' | 'external_lms_link', label: string) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? t(errors[name]) : undefined}
      type="url"
      fullWidth
    />
  );
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {link('video_url', t('Video meeting link'))}
        {link('discord_invite_url', t('Discord invite link'))}
        {link('external_lms_link', t('Classroom link'))}
        <TextField label={t('Notes')} value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} multiline minRows={3} fullWidth />
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
            <IconButton aria-label={t('Remove class time')} disabled={form.online_class_times.length <= 1} onClick={() => setForm((f) => ({ ...f, online_class_times: f.online_class_times.filter((_, j) => j !== i) }))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        {errors.online_class_times && <Alert severity="error">{t(errors.online_class_times)}</Alert>}
        <Box>
          <Button onClick={() => setForm((f) => ({ ...f, online_class_times: [...f.online_class_times, { day: 1, hour: 17, minute: 0 }] }))}>{t('Add a class time')}</Button>
        </Box>
        {save.isError && !Object.keys(errors).length && (
          <Alert severity="error">{save.error instanceof ApiError ? save.error.message : t('Something went wrong. Please try again.')}</Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>{t('Save')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** A proposal Valik sent back (issue 29 item 6): the reason, and the button that sends it for review again. */
function SentBack({ cohortId, note }: { cohortId: number; note: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const again = useMutation({
    mutationFn: () => resubmitCohort(cohortId),
    onSuccess: () => {
      toast.success(t('Sent for review again. Valik will let you know.'));
      void client.invalidateQueries({ queryKey: teachingKeys.cohorts });
      void client.invalidateQueries({ queryKey: teachingKeys.cohort(cohortId) });
    },
  });
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={() => again.mutate()} disabled={again.isPending}>
          {t('Send for review again')}
        </Button>
      }
    >
      {note ? t("Valik's note: {{note}}", { note }) : t('Sent back')}
    </Alert>
  );
}

export default function CohortEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  const numericId = Number(id);
  const teaches = user?.role === 'TEACHER' || user?.role === 'ADMIN';
  const query = useQuery({ queryKey: teachingKeys.cohort(numericId), queryFn: () => fetchTeacherCohort(numericId), enabled: id !== 'new' && teaches });
  // a cohort's page and a proposal are a teacher's (and an admin's); other roles have no such page, whatever the id
  if (user && !teaches) return <NotForYourRole title={id === 'new' ? t('New cohort') : t('Edit cohort')} />;
  if (id === 'new') {
    // a teacher proposes a cohort of an approved course (issue 18 item 3)
    return (
      <>
        <PageHeading>{t('New cohort')}</PageHeading>
        <CohortProposalForm />
      </>
    );
  }
  return (
    <>
      <PageHeading>{query.data ? cohortDisplayName(query.data.course_name, query.data.name) : t('Edit cohort')}</PageHeading>
      <QueryState query={query}>
        {() =>
          query.data && (
            <Stack spacing={3}>
              <Box>
                <Typography>{cohortStateLabel(t, query.data)} · {dateRange(query.data.start_date, query.data.end_date)}</Typography>
                {/* each teacher with their photo (issue 30), as the site and the console show them */}
                <Typography color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }} data-cohort-teachers>
                  {t('Teachers')}: <TeacherList teachers={query.data.teachers ?? []} />
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Button component={PortalLink} href={`/user/cohorts/${query.data.id}/students`}>{t('Students and results')}</Button>
                  <Button component={PortalLink} href={`/user/cohorts/${query.data.id}/feedback-dashboard`}>{t('Feedback')}</Button>
                </Stack>
              </Box>
              {query.data.review_status === 'SENT_BACK' && <SentBack cohortId={query.data.id} note={query.data.review_note} />}
              <CohortForm cohort={query.data} />
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
