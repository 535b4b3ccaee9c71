// /manage (issue 29 item 7): the console's first page — how the school is doing. Registrations and money
// by week, seat fill of the running and upcoming cohorts, cohorts at risk, students needing attention (the
// 3-week flag), the outbox and the integrations, from GET /api/v1/manage/overview. The charts are plain
// HTML bars inside tables: each bar's number is written next to it, so the table is the chart's text (the
// bars themselves are hidden from screen readers). No chart library: the first page's budget (450 kB).
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Title, useLocale, useTranslate } from 'react-admin';
import { formatDate, formatEuros, toLang } from '@valik/domain';
import type { OverviewCohortDto, OverviewDto } from '@valik/domain/contracts';
import { MANAGE_API_URL, httpClient } from '../providers/data-provider.ts';

export const OVERVIEW_URL = `${MANAGE_API_URL}/overview`;

async function loadOverview(): Promise<OverviewDto> {
  return ((await httpClient(OVERVIEW_URL)).json as { data: OverviewDto }).data;
}

const cell = { p: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'middle' } as const;
const tableSx = { width: '100%', borderCollapse: 'collapse', '& th, & td': cell, '& th': { fontWeight: 600 } } as const;

/** A bar of `value` out of `max`, hidden from assistive technology (its number is in the same cell). */
function Bar({ value, max, color = 'primary.main' }: { value: number; max: number; color?: string }) {
  const share = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  return (
    <Box aria-hidden sx={{ flex: { xs: '0 0 auto', sm: 1 }, minWidth: 40, height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box sx={{ width: `${share * 100}%`, height: '100%', bgcolor: color, borderRadius: 1 }} />
    </Box>
  );
}

/** A number with its bar: side by side, or on a phone the number under its bar (the table fits 375 px). */
function BarCell({ value, max, text, color }: { value: number; max: number; text: string; color?: string }) {
  return (
    <Box component="td" sx={{ width: '40%' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: { xs: 0.25, sm: 1 } }}>
        <Bar value={value} max={max} {...(color ? { color } : {})} />
        <Box component="span" sx={{ minWidth: { sm: '4.5em' }, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {text}
        </Box>
      </Box>
    </Box>
  );
}

/** Cells shown from the tablet width on; on a phone their text is elsewhere in the row (`PhoneOnly`). */
const WIDE_ONLY = 'overview-wide-only';
const wideOnlySx = { [`& .${WIDE_ONLY}`]: { display: { xs: 'none', sm: 'table-cell' } } } as const;

function PhoneOnly({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

function Section({ id, title, children, wide = false }: { id: string; title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const riskColor = (c: OverviewCohortDto) => (c.at_risk === 'BELOW_MIN_SIZE' ? 'error.main' : c.at_risk === 'LOW_FILL' ? 'warning.main' : 'primary.main');

export default function Overview() {
  const translate = useTranslate();
  const lang = toLang(useLocale()) ?? 'et';
  const { data, error, isPending, refetch, isFetching } = useQuery({ queryKey: ['manage', 'overview'], queryFn: loadOverview, retry: 1 }); // one retry for a read (spec §9)
  const t = (key: string, options?: object) => translate(`valik.overview.${key}`, options);
  const euros = (cents: number) => formatEuros(cents, lang);

  if (isPending) {
    return (
      <Box sx={{ py: 2 }} role="status">
        <Title title="valik.overview.title" />
        <CircularProgress size={24} aria-label={t('loading')} />
        <Typography sx={{ mt: 1 }}>{t('loading')}</Typography>
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="valik.overview.title" />
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
              {t('retry')}
            </Button>
          }
        >
          {t('error')} {error ? translate(error.message, { _: error.message }) : ''}
        </Alert>
      </Box>
    );
  }

  const maxRegs = Math.max(1, ...data.weeks.map((w) => w.registrations));
  const maxPaid = Math.max(1, ...data.weeks.map((w) => w.paid_cents));
  const running = data.cohorts.filter((c) => c.running);
  const upcoming = data.cohorts.filter((c) => !c.running);
  const atRisk = data.cohorts.filter((c) => c.at_risk);
  const outboxTotal = data.outbox.reduce((n, o) => n + o.pending + o.retrying + o.dead, 0);
  const dead = data.outbox.reduce((n, o) => n + o.dead, 0);

  const fillTable = (cohorts: OverviewCohortDto[], caption: string, empty: string) =>
    cohorts.length === 0 ? (
      <Typography sx={{ mb: 2 }}>{empty}</Typography>
    ) : (
      <Box component="table" sx={{ ...tableSx, ...wideOnlySx, mb: 2 }}>
        <Box component="caption" sx={{ textAlign: 'left', fontWeight: 600, pb: 0.5, captionSide: 'top' }}>
          {caption}
        </Box>
        <thead>
          <tr>
            <th scope="col">{t('cohort')}</th>
            <th scope="col" className={WIDE_ONLY}>
              {t('starts')}
            </th>
            <th scope="col">{t('seats')}</th>
          </tr>
        </thead>
        <tbody>
          {cohorts.map((c) => (
            <tr key={c.id}>
              <th scope="row" style={{ fontWeight: 400 }}>
                <Link to={`/cohorts/${c.id}/students`}>{c.display_name}</Link>
                {c.at_risk && <Chip size="small" color={c.at_risk === 'BELOW_MIN_SIZE' ? 'error' : 'warning'} label={t(`risk.${c.at_risk}`)} sx={{ ml: 1 }} />}
                <PhoneOnly>{t('starts_on', { date: formatDate(c.start_date) })}</PhoneOnly>
              </th>
              <td className={WIDE_ONLY} style={{ whiteSpace: 'nowrap' }}>
                {formatDate(c.start_date)}
              </td>
              <BarCell value={c.seats_taken} max={c.size} color={riskColor(c)} text={t('seats_of', { taken: c.seats_taken, size: c.size, percent: c.fill_percent })} />
            </tr>
          ))}
        </tbody>
      </Box>
    );

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Title title="valik.overview.title" />

      <Section id="overview-weeks" title={t('weeks_title')} wide>
        <Box component="table" sx={tableSx}>
          <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', pb: 0.5, captionSide: 'top' }}>
            {t('weeks_caption', { smart_count: data.weeks.length })}
          </Box>
          <thead>
            <tr>
              <th scope="col">{t('week')}</th>
              <th scope="col">{t('registrations')}</th>
              <th scope="col">{t('paid')}</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.start}>
                <th scope="row" style={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                  {formatDate(w.start).slice(0, 5)}
                </th>
                <BarCell value={w.registrations} max={maxRegs} text={String(w.registrations)} />
                <BarCell value={w.paid_cents} max={maxPaid} color="success.main" text={euros(w.paid_cents)} />
              </tr>
            ))}
          </tbody>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('weeks_note', {
            registrations: data.weeks.reduce((n, w) => n + w.registrations, 0),
            canceled: data.weeks.reduce((n, w) => n + w.canceled, 0),
            paid: euros(data.weeks.reduce((n, w) => n + w.paid_cents, 0)),
            credited: euros(data.weeks.reduce((n, w) => n + w.credited_cents, 0)),
          })}
        </Typography>
      </Section>

      <Section id="overview-risk" title={t('risk_title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('risk_rule', { days: data.at_risk.days_before_start, percent: Math.round(data.at_risk.min_fill_share * 100) })}
        </Typography>
        {atRisk.length === 0 ? (
          <Typography>{t('risk_none')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {atRisk.map((c) => (
              <li key={c.id}>
                <Link to={`/cohorts/${c.id}`}>{c.display_name}</Link>: {t(`risk.${c.at_risk}`)} —{' '}
                {t('risk_detail', { taken: c.seats_taken, minimum: c.at_risk_minimum, min_size: c.min_size, date: formatDate(c.start_date) })}
              </li>
            ))}
          </Box>
        )}
      </Section>

      <Section id="overview-attention" title={t('attention_title', { smart_count: data.attention.total })}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('attention_rule')}
        </Typography>
        {data.attention.total === 0 ? (
          <Typography>{t('attention_none')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {data.attention.shown.map((a) => (
              <li key={a.participant_id}>
                <Link to={`/users/${a.user_id}/cohorts`}>{a.name}</Link> — <Link to={`/cohorts/${a.cohort_id}/students`}>{a.cohort_display_name}</Link> (
                {t('ended', { date: formatDate(a.end_date) })}, {translate(`valik.enums.participant_status.${a.status}`, { _: a.status })})
              </li>
            ))}
          </Box>
        )}
        {data.attention.total > data.attention.shown.length && (
          <Typography sx={{ mt: 1 }}>{t('attention_more', { smart_count: data.attention.total - data.attention.shown.length })}</Typography>
        )}
      </Section>

      <Section id="overview-seats" title={t('seats_title')} wide>
        {fillTable(running, t('running'), t('running_none'))}
        {fillTable(upcoming, t('upcoming'), t('upcoming_none'))}
        <Button component={Link} to="/cohorts">
          {t('all_cohorts')}
        </Button>
      </Section>

      <Section id="overview-health" title={t('health_title')} wide>
        {outboxTotal === 0 ? (
          <Typography sx={{ mb: 1 }}>{t('outbox_empty')}</Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 600 }}>{t('outbox_caption', { smart_count: outboxTotal })}</Typography>
            <Box component="ul" sx={{ pl: 2, mt: 0.5, mb: 1 }}>
              {data.outbox.map((o) => (
                <Box component="li" key={o.kind} sx={{ color: o.dead ? 'error.main' : undefined }}>
                  <strong>{translate(`valik.outbox.kinds.${o.kind}`, { _: o.kind })}</strong>:{' '}
                  {t('outbox_line', { pending: o.pending, retrying: o.retrying, dead: o.dead, date: formatDate(o.oldest) })}
                </Box>
              ))}
            </Box>
          </>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button component={Link} to="/outbox" variant="outlined">
            {t('outbox_open')}
          </Button>
          {dead > 0 && (
            <Button component={Link} to={`/outbox?filter=${encodeURIComponent(JSON.stringify({ status: 'DEAD' }))}`} variant="outlined" color="error">
              {t('outbox_dead', { smart_count: dead })}
            </Button>
          )}
        </Box>
        {data.integrations.length === 0 ? (
          <Typography>{t('integrations_none')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, m: 0 }}>
            {data.integrations.map((i) => (
              <li key={i.kind}>
                <strong>{t(`integrations.${i.kind}`)}</strong>:{' '}
                {i.failing > 0 ? (
                  <Box component="span" sx={{ color: 'error.main' }}>
                    {t('integration_failing', { smart_count: i.failing, cohorts: i.cohorts })}
                  </Box>
                ) : (
                  t('integration_ok', { smart_count: i.cohorts })
                )}
                {i.last_success_at ? `, ${t('last_success', { date: formatDate(i.last_success_at) })}` : ''}
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Box>
  );
}
