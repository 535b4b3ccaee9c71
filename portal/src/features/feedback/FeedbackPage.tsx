// /user/cohorts/{id}/feedback: the stepwise feedback form (spec §3/§4) built from the domain's steps, so the
// branching (improvement question, 'what bothered you') and validation are the server's. Each step is saved
// on "Next" and reloaded on return; the last step submits. A satisfied student (the highlights answered "What
// did you like most") is asked on the last step whether Valik may quote it on the course page (issue 29 item 4):
// an unticked box, never assumed.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { i18n } from '../../i18n/index.ts';
import { feedbackEt, feedbackRu } from './texts.ts';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FEEDBACK_MESSAGES,
  POSITIVE_SATISFACTION,
  feedbackSteps,
  validateStep,
  type FeedbackAnswers,
  type FeedbackQuestion,
  type FeedbackStepId,
} from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { ErrorScreen } from '../errors/ErrorScreen.tsx';
import { toast } from '../toasts/toast-store.ts';
import { fetchFeedback, journeyKeys, saveFeedbackStep, submitFeedback } from '../registration/registration-api.ts';
import { useSwipe } from '../../lib/swipe.ts';

// this page's own words, with its chunk (not on any first page)
i18n.addResourceBundle('et', feedbackEt, false);
i18n.addResourceBundle('ru', feedbackRu, false);

export default function FeedbackPage() {
  const { t } = useTranslation();
  const cohortId = Number(useParams().id);
  const query = useQuery({ queryKey: journeyKeys.feedback(cohortId), queryFn: () => fetchFeedback(cohortId), retry: 0 });
  if (query.isPending) return <><PageHeading>{t('Feedback')}</PageHeading><CircularProgress aria-label={t('Loading')} /></>;
  if (query.isError) {
    // a cohort that does not exist, or that the student is not registered for, is not found: no retry
    if (query.error instanceof ApiError && query.error.status === 404) return <ErrorScreen status={404} message={query.error.message} />;
    return (
      <>
        <PageHeading>{t('Feedback')}</PageHeading>
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
          {t(FEEDBACK_MESSAGES.loadFailed)}
        </Alert>
      </>
    );
  }
  const data = query.data;
  if (data.submitted) {
    return (
      <>
        <PageHeading>{t('Feedback')}: {data.course_name}</PageHeading>
        <Alert severity="success" action={<Button component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>}>
          {t('Thank you! Your feedback was sent.')}
        </Alert>
      </>
    );
  }
  if (!data.open) {
    return (
      <>
        <PageHeading>{t('Feedback')}: {data.course_name}</PageHeading>
        <Alert severity="info">{t('Feedback opens on the last day of the course.')}</Alert>
      </>
    );
  }
  return <FeedbackForm cohortId={cohortId} courseName={data.course_name} outcomes={data.learning_outcomes} initial={data.answers} startAt={data.next_step} />;
}

function FeedbackForm(props: { cohortId: number; courseName: string; outcomes: string[]; initial: FeedbackAnswers; startAt: FeedbackStepId | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<FeedbackAnswers>(props.initial);
  const steps = useMemo(() => feedbackSteps(answers, props.outcomes), [answers, props.outcomes]);
  const [index, setIndex] = useState(() => Math.max(0, steps.findIndex((s) => s.id === (props.startAt ?? steps[steps.length - 1]?.id))));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [quoteConsent, setQuoteConsent] = useState(false);
  const step = steps[Math.min(index, steps.length - 1)];
  const isLast = index >= steps.length - 1;
  const canBeQuoted = (answers.course_satisfaction ?? 0) >= POSITIVE_SATISFACTION && Boolean(answers.course_highlights?.trim());

  const save = useMutation({
    mutationFn: async () => {
      if (!step) throw new Error('no step');
      const stepAnswers = Object.fromEntries(step.questions.map((q) => [q.id, answers[q.id]]).filter(([, v]) => v !== undefined)) as FeedbackAnswers;
      const saved = await saveFeedbackStep(props.cohortId, step.id, stepAnswers);
      if (!saved?.data || typeof saved.data.answers !== 'object') throw new Error('invalid server response');
      if (isLast) await submitFeedback(props.cohortId, canBeQuoted && quoteConsent);
      return saved.data;
    },
    onSuccess: async () => {
      if (isLast) {
        await queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations });
        await queryClient.invalidateQueries({ queryKey: journeyKeys.feedback(props.cohortId) });
        toast.success(t('Thank you! Your feedback was sent.'));
        void navigate('/user/my-courses');
      } else {
        setIssues({});
        setIndex((i) => i + 1);
        window.scrollTo({ top: 0 });
      }
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues.length > 0) {
        setIssues(Object.fromEntries(e.issues.map((i) => [String(Array.isArray(i.path) ? i.path[0] : i.path ?? ''), i.message])));
        return;
      }
      if (e instanceof ApiError) setFormError(isLast ? t(FEEDBACK_MESSAGES.submitFailed) + ` (${e.message})` : e.message);
      else setFormError(t(FEEDBACK_MESSAGES.invalidServerResponse));
    },
  });

  const onNext = () => {
    if (!step) return;
    setFormError(null);
    const check = validateStep(step.id, answers, props.outcomes);
    if (!check.ok) {
      setIssues(Object.fromEntries(check.issues.map((i) => [i.question, t(i.message)])));
      return;
    }
    save.mutate();
  };
  const onBack = () => {
    setIssues({});
    setIndex((i) => i - 1);
  };
  // On a touch screen a sideways swipe turns the page: to the left is "Next" (checked and saved as the button
  // is), to the right "Back". The last step is sent only with its button, never by a swipe.
  const swipe = useSwipe({
    onSwipeLeft: () => {
      if (!isLast && !save.isPending) onNext();
    },
    onSwipeRight: () => {
      if (index > 0 && !save.isPending) onBack();
    },
  });

  if (!step) return null;
  // an answer clears that question's message at once (it was 'Palun vali vastus' until the next "Next")
  const set = (id: string, value: unknown) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setIssues((current) => {
      if (!(id in current)) return current;
      const rest = { ...current };
      delete rest[id];
      return rest;
    });
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading>{t('Feedback')}: {props.courseName}</PageHeading>
      <Stepper activeStep={index} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
        {steps.map((s) => (
          <Step key={s.id}><StepLabel>{t(s.title)}</StepLabel></Step>
        ))}
      </Stepper>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{t('Step {{n}} of {{total}}', { n: index + 1, total: steps.length })}</Typography>
      <Typography variant="h2" sx={{ mb: 2 }}>{t(step.title)}</Typography>
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); onNext(); }} {...swipe}>
        <Stack spacing={3}>
          {step.questions.map((q) => (
            <Question key={q.id} q={q} answers={answers} error={issues[q.id]} onChange={set} />
          ))}
          {isLast && canBeQuoted && (
            <FormControlLabel
              control={<Checkbox checked={quoteConsent} onChange={(e) => setQuoteConsent(e.target.checked)} />}
              label={t('Valik may quote what I liked most about the course on the course page, with my first name and the initial of my last name.')}
            />
          )}
          {formError && <Alert severity="error" role="alert">{formError}</Alert>}
          <Stack direction="row" spacing={2}>
            {index > 0 && <Button onClick={onBack} disabled={save.isPending}>{t('Back')}</Button>}
            <Button type="submit" variant="contained" disabled={save.isPending}>{isLast ? t('Submit feedback') : t('Next')}</Button>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}

function Scale({ name, label, min, max, value, onChange, error, minLabel, maxLabel }: {
  name: string; label: string; min: number; max: number; value: number | undefined; onChange: (v: number) => void; error?: string | undefined; minLabel: string; maxLabel: string;
}) {
  const { t } = useTranslation();
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup row name={name} aria-label={label} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {values.map((v) => (
          <FormControlLabel key={v} value={v} control={<Radio size="small" />} label={String(v)} labelPlacement="bottom" sx={{ mx: 0.25 }} />
        ))}
      </RadioGroup>
      <Typography variant="caption" color="text.secondary">{min} = {t(minLabel)}, {max} = {t(maxLabel)}</Typography>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function Question({ q, answers, error, onChange }: { q: FeedbackQuestion; answers: FeedbackAnswers; error: string | undefined; onChange: (id: string, value: unknown) => void }) {
  const { t } = useTranslation();
  const value = (answers as Record<string, unknown>)[q.id];
  switch (q.kind) {
    case 'rating':
      return <Scale name={q.id} label={t(q.label)} min={q.min} max={q.max} minLabel={q.minLabel} maxLabel={q.maxLabel} value={value as number | undefined} error={error} onChange={(v) => onChange(q.id, v)} />;
    case 'outcome-ratings': {
      const ratings = (answers.learning_outcomes ?? {}) as Record<string, number>;
      return (
        <Stack spacing={2}>
          <Typography>{t(q.label)}</Typography>
          {q.outcomes.map((outcome) => (
            <Scale key={outcome} name={`outcome-${outcome}`} label={outcome} min={q.min} max={q.max} minLabel={q.minLabel} maxLabel={q.maxLabel} value={ratings[outcome]} onChange={(v) => onChange('learning_outcomes', { ...ratings, [outcome]: v })} />
          ))}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      );
    }
    case 'choice':
      return (
        <FormControl error={Boolean(error)} component="fieldset">
          <FormLabel component="legend">{t(q.label)}</FormLabel>
          <RadioGroup name={q.id} aria-label={t(q.label)} value={value ?? ''} onChange={(e) => onChange(q.id, Number(e.target.value))}>
            {q.options.map((o) => <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={t(o.label)} />)}
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      );
    case 'text':
      // The question above its field, as the other questions have it: there a sentence wraps, while a
      // field's own floating label stays on one line and was cut short on a phone.
      return (
        <FormControl error={Boolean(error)} required={q.required}>
          <FormLabel htmlFor={`question-${q.id}`} sx={{ mb: 1 }}>{t(q.label)}</FormLabel>
          <TextField
            id={`question-${q.id}`}
            required={q.required}
            multiline
            minRows={3}
            value={(value as string | null | undefined) ?? ''}
            onChange={(e) => onChange(q.id, e.target.value)}
            error={Boolean(error)}
            helperText={error ?? (q.required ? undefined : t('Optional'))}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </FormControl>
      );
  }
}
