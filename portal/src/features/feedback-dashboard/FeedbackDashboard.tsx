// The feedback dashboard, built once for the cohort page, the school page and (through the package export
// "./feedback-dashboard") the admin console: response rate, satisfaction 1..10 and the share of 8+,
// learning outcomes, difficulty and time spent, teacher competence, self grades and the text answers,
// with filters by course, cohort and school year. What the viewer may see is decided by the API.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/api/domain';
import { QueryState } from '../cohorts/QueryState.tsx';
import { BarChart } from './BarChart.tsx';
import { feedbackDashboardKey, fetchFeedbackDashboard, type FeedbackAggregateDto, type FeedbackFilters, type ScaleDto } from './feedback-dashboard-api.ts';

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${Math.round(v * 100)}%`);

export function SchoolYearSelect({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField select size="small" label={t('School year')} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}>
      <MenuItem value="ALL">{t('All school years')}</MenuItem>
      <MenuItem value="NEXT">{t('Next school year')}</MenuItem>
      <MenuItem value="CURRENT">{t('Current school year')}</MenuItem>
      <MenuItem value="LAST_PREVIOUS">{t('Last school year')}</MenuItem>
      <MenuItem value="ALL_PREVIOUS">{t('All previous school years')}</MenuItem>
    </TextField>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 10rem' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

function ScaleChart({ title, scale }: { title: string; scale: ScaleDto | null }) {
  const { t } = useTranslation();
  if (!scale) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <BarChart
          title={`${title} · ${t('average')} ${scale.average.toFixed(2)} (${scale.count})`}
          bars={scale.distribution.map((b) => ({ label: b.label ? t(b.label) : String(b.value), value: b.count }))}
        />
      </CardContent>
    </Card>
  );
}

function Texts({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <Box component="section">
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>{title} ({items.length})</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((text, i) => (
          <Typography component="li" key={i} sx={{ mb: 0.5 }}>{text}</Typography>
        ))}
      </Box>
    </Box>
  );
}

export function FeedbackAggregateView({ aggregate: a }: { aggregate: FeedbackAggregateDto }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Stat label={t('Answers')} value={`${a.answers} / ${a.participants}`} />
        <Stat label={t('Response rate')} value={pct(a.response_rate)} />
        <Stat label={t('Satisfaction (1–10)')} value={a.satisfaction ? a.satisfaction.average.toFixed(2) : '–'} />
        <Stat label={t('Satisfied (8 or more)')} value={pct(a.satisfaction?.positive_share)} />
      </Stack>
      {a.withheld && <Alert severity="info">{t('Fewer than 3 students have answered, so the answers are not shown to protect their privacy.')}</Alert>}
      {!a.withheld && a.answers === 0 && <Alert severity="info">{t('No feedback yet for this selection.')}</Alert>}
      {!a.withheld && a.answers > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ScaleChart title={t('Satisfaction')} scale={a.satisfaction} />
          {a.learning_outcomes && a.learning_outcomes.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <BarChart title={t('Learning outcomes (average 1–10)')} max={10} bars={a.learning_outcomes.map((o) => ({ label: o.outcome, value: o.average, display: o.average.toFixed(1) }))} />
              </CardContent>
            </Card>
          )}
          <ScaleChart title={t('Difficulty')} scale={a.difficulty} />
          <ScaleChart title={t('Time spent')} scale={a.time_spent} />
          <ScaleChart title={t('Teacher competence')} scale={a.teacher_competence} />
          <ScaleChart title={t('Self grade')} scale={a.self_performance} />
        </Box>
      )}
      {a.texts && (
        <Stack spacing={2}>
          <Texts title={t('What they liked most')} items={a.texts.highlights} />
          <Texts title={t('What bothered them')} items={a.texts.bothered} />
          <Texts title={t('What they learned')} items={a.texts.learnings} />
          <Texts title={t('Feedback to the teacher')} items={a.texts.teacher} />
          <Texts title={t('How to improve')} items={a.texts.improvement} />
          <Texts title={t('Future courses they would like')} items={a.texts.future_courses} />
        </Stack>
      )}
    </Stack>
  );
}

/** With `cohortId` the dashboard shows that cohort only (the course and cohort filters are hidden). */
export function FeedbackDashboard({ cohortId }: { cohortId?: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FeedbackFilters>({ school_year: cohortId ? 'ALL' : 'CURRENT', cohort_id: cohortId });
  const query = useQuery({ queryKey: feedbackDashboardKey(filters), queryFn: () => fetchFeedbackDashboard(filters), placeholderData: (prev) => prev });
  const options = query.data?.options;
  return (
    <Stack spacing={3}>
      {!cohortId && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={t('Filters')}>
          <SchoolYearSelect value={filters.school_year} onChange={(v) => setFilters((f) => ({ ...f, school_year: v }))} />
          <TextField
            select
            size="small"
            label={t('Course')}
            value={filters.course_id ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, course_id: e.target.value === '' ? undefined : Number(e.target.value), cohort_id: undefined }))}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('All courses')}</MenuItem>
            {options?.courses.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
          <TextField
            select
            size="small"
            label={t('Cohort')}
            value={filters.cohort_id ?? ''}
            onChange={(e) => setFilters((f) => ({ ...f, cohort_id: e.target.value === '' ? undefined : Number(e.target.value) }))}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('All cohorts')}</MenuItem>
            {options?.cohorts
              .filter((c) => filters.course_id === undefined || c.course_id === filters.course_id)
              .map((c) => <MenuItem key={c.id} value={c.id}>{`${c.name} (${formatDate(c.start_date)})`}</MenuItem>)}
          </TextField>
        </Stack>
      )}
      <QueryState query={query}>{() => query.data && <FeedbackAggregateView aggregate={query.data.aggregate} />}</QueryState>
    </Stack>
  );
}
