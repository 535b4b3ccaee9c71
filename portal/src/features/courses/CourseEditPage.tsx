// /user/courses/new and /user/courses/{id} for teachers and admins (issue 18 item 3): the spec's course form
// (title, slug, summary of at most 250 words, 3 to 6 learning outcomes, grading criteria, categories,
// thumbnail, language, short and long description). A draft is saved and changed until it is sent for
// review (DRAFT → IN_REVIEW); Valik approves it in the console. In review or approved it is read-only here.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { courseSummaryWordCount, LEARNING_OUTCOMES_MAX, LEARNING_OUTCOMES_MIN, slugify, SUMMARY_MAX_WORDS, THUMBNAIL_MAX_BYTES, UPLOAD_MESSAGES } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError, fieldErrors } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import { QueryState } from '@valik/ui/query-state';
import { FilePickButton } from '@valik/ui/file-pick';
import {
  COURSE_CATEGORY_LABELS,
  COURSE_LANGUAGE_LABELS,
  COURSE_STATUS_LABELS,
  courseKeys,
  createCourse,
  fetchMyCourse,
  submitCourse,
  updateCourse,
  uploadThumbnail,
  type TeacherCourseDto,
  type TeacherCourseInput,
} from './courses-api.ts';

type Category = TeacherCourseInput['categories'][number];
type Language = TeacherCourseInput['language'];

interface FormState {
  name: string;
  slug: string;
  summary: string;
  learning_outcomes: string[];
  grading_criteria: string;
  categories: Category[];
  thumbnail: string;
  language: Language;
  short_description: string;
  description: string;
}

const EMPTY: FormState = {
  name: '',
  slug: '',
  summary: '',
  learning_outcomes: ['', '', ''],
  grading_criteria: '',
  categories: [],
  thumbnail: '',
  language: 'et',
  short_description: '',
  description: '',
};

const toForm = (c: TeacherCourseDto): FormState => ({
  name: c.name,
  slug: c.slug,
  summary: c.summary ?? '',
  learning_outcomes: c.learning_outcomes.length ? c.learning_outcomes : ['', '', ''],
  grading_criteria: c.grading_criteria ?? '',
  categories: c.categories,
  thumbnail: c.thumbnail ?? '',
  language: c.language,
  short_description: c.short_description ?? '',
  description: c.description ?? '',
});

const toInput = (f: FormState): TeacherCourseInput => ({ ...f, short_description: f.short_description.trim() === '' ? null : f.short_description });

function CourseForm({ course }: { course: TeacherCourseDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState<FormState>(() => (course ? toForm(course) : EMPTY));
  const [slugTouched, setSlugTouched] = useState(course !== null);
  const editable = course === null || course.status === 'DRAFT';
  const done = (saved: TeacherCourseDto) => {
    client.setQueryData(courseKeys.one(saved.id), saved);
    void client.invalidateQueries({ queryKey: courseKeys.mine });
  };
  const save = useMutation({
    mutationFn: () => (course ? updateCourse(course.id, toInput(form)) : createCourse(toInput(form))),
    onSuccess: async (saved) => {
      done(saved);
      toast.success(t('The draft is saved'));
      if (!course) await navigate(`/user/courses/${saved.id}`, { replace: true });
    },
  });
  const submit = useMutation({
    mutationFn: async () => {
      if (!course) throw new Error('no course');
      await updateCourse(course.id, toInput(form));
      return submitCourse(course.id);
    },
    onSuccess: (saved) => {
      done(saved);
      setForm(toForm(saved));
      toast.success(t('Sent for review. Valik will approve the course.'));
    },
  });
  // a picture past the limit is refused here, before its megabytes are sent; the server's refusal (413, or a
  // picture that is not an image) is shown at the field too, in the words the server chose
  const [pickedTooLarge, setPickedTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: uploadThumbnail,
    onSuccess: (url) => setForm((f) => ({ ...f, thumbnail: url })),
  });
  const onPickThumbnail = (file: File | undefined) => {
    if (!file) return;
    setPickedTooLarge(file.size > THUMBNAIL_MAX_BYTES);
    if (file.size > THUMBNAIL_MAX_BYTES) return upload.reset();
    upload.mutate(file);
  };
  const uploadProblem = pickedTooLarge ? t(UPLOAD_MESSAGES.tooBig) : upload.error instanceof ApiError ? upload.error.message : null;
  const errors = { ...fieldErrors(save.error), ...fieldErrors(submit.error) };
  const failure = [save, submit, upload].find((m) => m.isError && !Object.keys(fieldErrors(m.error)).length && !(m === upload && uploadProblem));
  const words = courseSummaryWordCount(form.summary);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: 'name' | 'slug' | 'grading_criteria' | 'short_description' | 'description', label: string, extra: { multiline?: boolean; required?: boolean; help?: string } = {}) => (
    <TextField
      label={label}
      value={form[key]}
      required={extra.required ?? true}
      onChange={(e) => {
        const value = e.target.value;
        if (key === 'slug') setSlugTouched(true);
        setForm((f) => ({ ...f, [key]: value, ...(key === 'name' && !slugTouched ? { slug: slugify(value) } : {}) }));
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : extra.help}
      multiline={extra.multiline ?? false}
      minRows={extra.multiline ? 3 : undefined}
      disabled={!editable}
      fullWidth
    />
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {course && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip label={t(COURSE_STATUS_LABELS[course.status])} color={course.status === 'APPROVED' ? 'success' : course.status === 'IN_REVIEW' ? 'warning' : 'default'} />
            {course.status === 'IN_REVIEW' && <Typography color="text.secondary">{t('Valik is reviewing the course. It cannot be changed meanwhile.')}</Typography>}
            {course.status === 'APPROVED' && (
              <Button component={PortalLink} href={`/user/cohorts/new?course=${course.id}`}>{t('Propose a cohort')}</Button>
            )}
          </Stack>
        )}
        {course?.status === 'DRAFT' && course.review_note && <Alert severity="warning">{t("Valik's note: {{note}}", { note: course.review_note })}</Alert>}
        {text('name', t('Title'))}
        {text('slug', t('Address name (slug)'), { help: t('Lowercase letters, digits and hyphens; the course page is /courses/{{slug}}', { slug: form.slug || '…' }) })}
        <TextField
          label={t('Summary')}
          value={form.summary}
          required
          onChange={(e) => set('summary', e.target.value)}
          error={Boolean(errors.summary) || words > SUMMARY_MAX_WORDS}
          helperText={errors.summary ? t(errors.summary) : t('{{count}} of at most {{max}} words', { count: words, max: SUMMARY_MAX_WORDS })}
          multiline
          minRows={3}
          disabled={!editable}
          fullWidth
        />
        <FormControl component="fieldset" error={Boolean(errors.learning_outcomes)} disabled={!editable}>
          <FormLabel component="legend" required>{t('Learning outcomes')}</FormLabel>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {form.learning_outcomes.map((outcome, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t('Learning outcome {{n}}', { n: i + 1 })}
                  value={outcome}
                  onChange={(e) => set('learning_outcomes', form.learning_outcomes.map((o, j) => (j === i ? e.target.value : o)))}
                  error={Boolean(errors[`learning_outcomes.${i}`])}
                  helperText={errors[`learning_outcomes.${i}`] ? t(errors[`learning_outcomes.${i}`] ?? '') : undefined}
                  disabled={!editable}
                  fullWidth
                  size="small"
                />
                <IconButton
                  aria-label={t('Remove learning outcome {{n}}', { n: i + 1 })}
                  disabled={!editable || form.learning_outcomes.length <= LEARNING_OUTCOMES_MIN}
                  onClick={() => set('learning_outcomes', form.learning_outcomes.filter((_, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Stack>
          <Box>
            <Button disabled={!editable || form.learning_outcomes.length >= LEARNING_OUTCOMES_MAX} onClick={() => set('learning_outcomes', [...form.learning_outcomes, ''])}>
              {t('Add a learning outcome')}
            </Button>
          </Box>
          <FormHelperText>{errors.learning_outcomes ? t(errors.learning_outcomes) : t('From {{min}} to {{max}} learning outcomes.', { min: LEARNING_OUTCOMES_MIN, max: LEARNING_OUTCOMES_MAX })}</FormHelperText>
        </FormControl>
        {text('grading_criteria', t('Grading criteria'), { multiline: true })}
        <FormControl component="fieldset" error={Boolean(errors.categories)} disabled={!editable}>
          <FormLabel component="legend" required>{t('Categories')}</FormLabel>
          <FormGroup row>
            {(Object.keys(COURSE_CATEGORY_LABELS) as Category[]).map((c) => (
              <FormControlLabel
                key={c}
                label={t(COURSE_CATEGORY_LABELS[c])}
                control={
                  <Checkbox
                    checked={form.categories.includes(c)}
                    onChange={(e) => set('categories', e.target.checked ? [...form.categories, c] : form.categories.filter((x) => x !== c))}
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.categories && <FormHelperText>{t(errors.categories)}</FormHelperText>}
        </FormControl>
        <TextField select label={t('Language')} value={form.language} onChange={(e) => set('language', e.target.value as Language)} disabled={!editable} required sx={{ maxWidth: 280 }}>
          {(Object.keys(COURSE_LANGUAGE_LABELS) as Language[]).map((l) => (
            <MenuItem key={l} value={l}>{t(COURSE_LANGUAGE_LABELS[l])}</MenuItem>
          ))}
        </TextField>
        <FormControl error={Boolean(errors.thumbnail || uploadProblem)} disabled={!editable}>
          <FormLabel required>{t('Thumbnail')}</FormLabel>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            {form.thumbnail && <Box component="img" src={`${form.thumbnail}?w=320`} alt={t('Thumbnail')} sx={{ width: 160, maxWidth: '100%', borderRadius: 1 }} />}
            <FilePickButton variant="outlined" disabled={!editable || upload.isPending} accept="image/png,image/jpeg,image/webp" inputLabel={t('Thumbnail')} onPick={onPickThumbnail}>
              {form.thumbnail ? t('Choose another picture') : t('Choose a picture')}
            </FilePickButton>
          </Stack>
          <FormHelperText role={uploadProblem ? 'alert' : undefined}>{uploadProblem ?? (errors.thumbnail ? t(errors.thumbnail) : t('PNG, JPEG or WebP, at most 5 MB.'))}</FormHelperText>
        </FormControl>
        {text('short_description', t('Short description'), { multiline: true, required: false })}
        {text('description', t('Long description'), { multiline: true })}
        {failure && <Alert severity="error">{failure.error instanceof ApiError ? failure.error.message : t('Something went wrong. Please try again.')}</Alert>}
        {editable && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant={course ? 'outlined' : 'contained'} disabled={save.isPending || submit.isPending}>{t('Save draft')}</Button>
            {course && (
              <Button variant="contained" disabled={save.isPending || submit.isPending} onClick={() => submit.mutate()}>{t('Send for review')}</Button>
            )}
          </Stack>
        )}
        {!course && <Typography variant="body2" color="text.secondary">{t('Save the draft first; then you can send it for review.')}</Typography>}
      </Stack>
    </Box>
  );
}

export default function CourseEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const isNew = id === 'new';
  const numericId = Number(id);
  const query = useQuery({ queryKey: courseKeys.one(numericId), queryFn: () => fetchMyCourse(numericId), enabled: !isNew });
  if (isNew) {
    return (
      <>
        <PageHeading>{t('New course')}</PageHeading>
        <CourseForm course={null} />
      </>
    );
  }
  return (
    <>
      <PageHeading>{query.data?.name ?? t('Edit course')}</PageHeading>
      <QueryState query={query}>{() => query.data && <CourseForm key={`${query.data.id}-${query.data.status}`} course={query.data} />}</QueryState>
    </>
  );
}
