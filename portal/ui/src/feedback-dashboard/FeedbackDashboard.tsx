// The feedback dashboard, built once (its charts are plain HTML and CSS, charts.tsx) for the portal's cohort and school pages and the
// console's cohort screen: response rate, satisfaction 1..10 and the share of 8+, learning outcomes,
// difficulty and time spent, teacher competence, self grades and the text answers, with filters by
// school year, course, cohort and school. What the viewer may see (own cohorts, own school, the
// small-group rule) is decided by the API, never here. The host app fetches (`load`): the portal with
// the API's typed client, the console with its own; a failure is an ApiError whose message is shown.
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POSITIVE_SATISFACTION, formatDate, averageOptionLabel, toLang } from '@valik/domain';
import type { FeedbackAggregateDto, FeedbackDashboardDto, FeedbackFilters, FeedbackScaleDto } from '@valik/domain/contracts';
import { I18nProvider, useTranslation } from '../i18n/react.tsx';
import { I18n } from '../i18n/translator.ts';
import { QueryState } from '../query/QueryState.tsx';
import { queryStateEt, queryStateRu } from '../query/dictionaries.ts';
import { ChartFigure, ColumnChart, RingChart, RowChart, type ChartRow } from './charts.tsx';
import { feedbackDashboardEt, feedbackDashboardRu } from './dictionaries.ts';

export type { FeedbackFilters } from '@valik/domain/contracts';

/** Fetches the dashboard for these filters (GET /api/v1/feedback-dashboard); throws an ApiError on failure. */
export type LoadFeedbackDashboard = (filters: FeedbackFilters) => Promise<FeedbackDashboardDto>;

/** The dashboard's query key: the host's cache keeps one answer per choice of filters. */
export const feedbackDashboardKey = (filters: FeedbackFilters) => ['feedback-dashboard', filters] as const;

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${Math.round(v * 100)}%`);
const num = (v: number, digits = 2) => v.toFixed(digits);
/** a select whose '' choice ('All …') is shown as chosen, label kept above it */
const EMPTY_CHOICE = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

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
    <Card variant="outlined" sx={{ flex: '1 1 8.5rem' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

function ResponseRateChart({ a }: { a: FeedbackAggregateDto }) {
  const { t } = useTranslation();
  const missing = Math.max(0, a.participants - a.answers);
  const rows: ChartRow[] = [
    { label: t('Answered'), value: a.answers },
    { label: t('Not answered'), value: missing },
  ];
  return (
    <ChartFigure
      title={t('Response rate')}
      summary={t('{{answers}} of {{participants}} students answered ({{rate}}).', { answers: a.answers, participants: a.participants, rate: pct(a.response_rate) })}
      rows={rows}
      labelHeading={t('Answer')}
      valueHeading={t('Students')}
    >
      <Box sx={{ position: 'relative' }}>
        <RingChart answered={a.answers} missing={a.participants === 0 ? 1 : missing} />
        <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: '1.25rem' }}>
          {pct(a.response_rate)}
        </Typography>
      </Box>
    </ChartFigure>
  );
}

function SatisfactionChart({ scale }: { scale: NonNullable<FeedbackAggregateDto['satisfaction']> }) {
  const { t } = useTranslation();
  const rows = scale.distribution.map((b) => ({ label: String(b.value), value: b.count, highlight: b.value >= POSITIVE_SATISFACTION }));
  return (
    <ChartFigure
      title={t('Satisfaction (1–10)')}
      summary={t('Average {{average}} from {{count}} answers; {{share}} gave 8 or more.', { average: num(scale.average), count: scale.count, share: pct(scale.positive_share) })}
      rows={rows}
      labelHeading={t('Rating')}
      valueHeading={t('Answers')}
    >
      <ColumnChart rows={rows} />
    </ChartFigure>
  );
}

function ScaleChart({ title, scale, horizontal }: { title: string; scale: FeedbackScaleDto | null; horizontal?: boolean }) {
  const { t } = useTranslation();
  if (!scale) return null;
  const rows = scale.distribution.map((b) => ({ label: b.label ? t(b.label) : String(b.value), value: b.count, highlight: true }));
  // an option scale's stored scores (1, 2, 5, 4, 3) are codes: its average is said as the nearest option
  const typical = scale.distribution.some((b) => b.label) ? averageOptionLabel(scale.distribution) : null;
  return (
    <ChartFigure
      title={title}
      summary={
        typical
          ? t('On average: {{answer}} ({{count}} answers).', { answer: t(typical), count: scale.count })
          : t('Average {{average}} from {{count}} answers.', { average: num(scale.average), count: scale.count })
      }
      rows={rows}
      labelHeading={t('Answer')}
      valueHeading={t('Answers')}
    >
      {horizontal ? <RowChart rows={rows.map((r) => ({ ...r, display: String(r.value) }))} /> : <ColumnChart rows={rows} />}
    </ChartFigure>
  );
}

function OutcomesChart({ outcomes }: { outcomes: NonNullable<FeedbackAggregateDto['learning_outcomes']> }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return null;
  // outcomes are whole sentences: the bars are numbered and the sentences listed under the chart
  const rows = outcomes.map((o, i) => ({ label: String(i + 1), value: o.average, display: `${num(o.average, 1)} (${o.count})` }));
  return (
    <ChartFigure
      title={t('Learning outcomes (average 1–10)')}
      summary={t('{{count}} learning outcomes rated; the number of ratings is in brackets.', { count: outcomes.length })}
      rows={outcomes.map((o, i) => ({ label: `${i + 1}. ${o.outcome}`, value: o.average, display: `${num(o.average, 1)} (${o.count})` }))}
      labelHeading={t('Learning outcome')}
      valueHeading={t('Average')}
      legend={
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, fontSize: '0.875rem', color: 'text.secondary' }}>
          {outcomes.map((o) => <li key={o.outcome}>{o.outcome}</li>)}
        </Box>
      }
    >
      <RowChart rows={rows} max={10} labelWidth={28} />
    </ChartFigure>
  );
}

/** How many text answers a list shows before "Show all". */
const TEXTS_SHOWN = 5;

function Texts({ title, items }: { title: string; items: string[] | undefined }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const id = useId();
  if (!items?.length) return null;
  const shown = all ? items : items.slice(0, TEXTS_SHOWN);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>{title} ({items.length})</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {shown.map((text, i) => (
          <Typography component="li" key={i} sx={{ mb: 0.5, whiteSpace: 'pre-line' }}>{text}</Typography>
        ))}
      </Box>
      {items.length > TEXTS_SHOWN && (
        <Button size="small" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('Show fewer') : t('Show all ({{count}})', { count: items.length })}
        </Button>
      )}
    </Box>
  );
}

export function FeedbackAggregateView({ aggregate: a }: { aggregate: FeedbackAggregateDto }) {
  const { t } = useTranslation();
  const textsId = useId();
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Stat label={t('Answers')} value={`${a.answers} / ${a.participants}`} />
        <Stat label={t('Response rate')} value={pct(a.response_rate)} />
        <Stat label={t('Satisfaction (1–10)')} value={a.satisfaction ? num(a.satisfaction.average) : '–'} />
        <Stat label={t('Satisfied (8 or more)')} value={pct(a.satisfaction?.positive_share)} />
      </Stack>
      {a.withheld && <Alert severity="info">{t('Fewer than 3 students have answered, so the answers are not shown to protect their privacy.')}</Alert>}
      {!a.withheld && a.answers === 0 && <Alert severity="info">{t('No feedback yet for this selection.')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ResponseRateChart a={a} />
        {!a.withheld && a.answers > 0 && (
          <>
            {a.satisfaction && <SatisfactionChart scale={a.satisfaction} />}
            {a.learning_outcomes && <OutcomesChart outcomes={a.learning_outcomes} />}
            <ScaleChart title={t('Difficulty')} scale={a.difficulty} horizontal />
            <ScaleChart title={t('Time spent')} scale={a.time_spent} horizontal />
            <ScaleChart title={t('Teacher competence (1–5)')} scale={a.teacher_competence} />
            <ScaleChart title={t('Self grade')} scale={a.self_performance} horizontal />
          </>
        )}
      </Box>
      {a.texts && (
        <Stack spacing={2} component="section" aria-labelledby={textsId}>
          {/* the heading over the lists' own (h3): a page's outline does not jump from its h1 to h3 */}
          <Typography id={textsId} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {t('Text answers')}
          </Typography>
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

export interface FeedbackDashboardProps {
  /** that cohort only: the school year, course and cohort filters are hidden */
  cohortId?: number;
  load: LoadFeedbackDashboard;
}

export function FeedbackDashboard({ cohortId, load }: FeedbackDashboardProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FeedbackFilters>({ school_year: cohortId ? 'ALL' : 'CURRENT', cohort_id: cohortId });
  const query = useQuery({ queryKey: feedbackDashboardKey(filters), queryFn: () => load(filters), placeholderData: (prev) => prev });
  const options = query.data?.options;
  const schools = options?.schools ?? [];
  return (
    <Stack spacing={3}>
      {(!cohortId || schools.length > 0) && (
        <Box role="group" aria-label={t('Filters')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>
          {!cohortId && (
            <>
              <SchoolYearSelect value={filters.school_year} onChange={(v) => setFilters((f) => ({ ...f, school_year: v }))} />
              <TextField
                select
                size="small"
                label={t('Course')}
                value={filters.course_id ?? ''}
                onChange={(e) => setFilters((f) => ({ ...f, course_id: e.target.value === '' ? undefined : Number(e.target.value), cohort_id: undefined }))}
                sx={{ minWidth: 220 }}
                slotProps={EMPTY_CHOICE}
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
                slotProps={EMPTY_CHOICE}
              >
                <MenuItem value="">{t('All cohorts')}</MenuItem>
                {options?.cohorts
                  .filter((c) => filters.course_id === undefined || c.course_id === filters.course_id)
                  .map((c) => <MenuItem key={c.id} value={c.id}>{`${c.name} (${formatDate(c.start_date)})`}</MenuItem>)}
              </TextField>
            </>
          )}
          {schools.length > 0 && (
            <TextField
              select
              size="small"
              label={t('School')}
              value={filters.school_id ?? ''}
              onChange={(e) => setFilters((f) => ({ ...f, school_id: e.target.value === '' ? undefined : Number(e.target.value) }))}
              sx={{ minWidth: 220 }}
              slotProps={EMPTY_CHOICE}
            >
              <MenuItem value="">{t('All schools')}</MenuItem>
              {schools.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
            </TextField>
          )}
        </Box>
      )}
      <QueryState query={query}>{() => query.data && <FeedbackAggregateView aggregate={query.data.aggregate} />}</QueryState>
    </Stack>
  );
}

/** The dashboard's translations alone (its own and QueryState's), for an app that has no translator of its own. */
export function createFeedbackDashboardI18n(lang: string): I18n {
  return new I18n(toLang(lang) ?? 'et', { et: { ...queryStateEt, ...feedbackDashboardEt }, ru: { ...queryStateRu, ...feedbackDashboardRu }, en: {} });
}

/**
 * The dashboard for an app without this translator (the admin console): its own instance with the
 * dashboard's tables, in the language the host app names.
 */
export function StandaloneFeedbackDashboard({ lang, ...props }: FeedbackDashboardProps & { lang: string }) {
  const i18n = useMemo(() => createFeedbackDashboardI18n(lang), [lang]);
  return (
    <I18nProvider i18n={i18n}>
      <FeedbackDashboard {...props} />
    </I18nProvider>
  );
}
