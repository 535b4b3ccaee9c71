// /user/dashboard (teacher): this week's classes (Monday..Sunday, Tallinn time), my cohorts by phase,
// students needing attention and the feedback numbers of my cohorts; my teaching times as an ICS file
// and as a secret calendar link to subscribe to.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cohortDisplayName, formatDate, toTallinn } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { QueryState, drawnTogether } from '@valik/ui/query-state';
import { TeachingCalendarFeed } from './TeachingCalendarFeed.tsx';
import { dateRange, dayName, phaseLabel, statusLabel, timeOf } from '../cohorts/labels.ts';
import { fetchTeacherDashboard, teachingFeedQuery, teachingKeys, TEACHER_CALENDAR_URL, type CohortPhase, type TeacherDashboardDto } from '../cohorts/teaching-api.ts';

const PHASES: CohortPhase[] = ['IN_PROGRESS', 'UPCOMING', 'ENDED'];
const percent = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);

function WeekClasses({ data }: { data: TeacherDashboardDto }) {
  const { t } = useTranslation();
  const last = new Date(new Date(data.week.end).getTime() - 1);
  return (
    <Card component="section" aria-labelledby="week-heading">
      <CardContent>
        <Typography id="week-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t("This week's classes")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(data.week.start)} – {formatDate(last)}
        </Typography>
        {data.classes.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('No classes this week.')}</Typography>
        ) : (
          <List aria-label={t("This week's classes")}>
            {data.classes.map((c) => (
              // the chip or the button follows the text in the row (not MUI's secondaryAction, which keeps only
              // 48 px for it: 'Toimunud' covered the end of a long group name on a phone)
              <ListItem key={`${c.cohort_id}-${c.start}`} divider disableGutters sx={{ gap: 1 }}>
                <ListItemText
                  primary={<Link component={PortalLink} href={`/user/cohorts/${c.cohort_id}/students`}>{c.name}</Link>}
                  secondary={`${dayName(t, ((toTallinn(c.start).getDay() + 6) % 7) + 1)} ${formatDate(c.start)} ${timeOf(c.start)}–${timeOf(c.end)}`}
                />
                {c.is_over ? <Chip size="small" variant="outlined" label={t('Held')} sx={{ flexShrink: 0 }} /> : c.video_url ? <Button size="small" href={c.video_url} target="_blank" rel="noopener" sx={{ flexShrink: 0 }}>{t('Join')}</Button> : null}
              </ListItem>
            ))}
          </List>
        )}
        <Button href={TEACHER_CALENDAR_URL} download sx={{ mt: 1 }}>
          {t('Download my teaching calendar (ICS)')}
        </Button>
        <TeachingCalendarFeed />
      </CardContent>
    </Card>
  );
}

function Attention({ data }: { data: TeacherDashboardDto }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="attention-heading">
      <CardContent>
        <Typography id="attention-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('Students needing attention')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('The course ended 3 or more weeks ago and the student has no result yet.')}
        </Typography>
        {data.attention.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{t('Nobody needs attention.')}</Typography>
        ) : (
          <List>
            {data.attention.map((a) => (
              <ListItem key={a.participant_id} divider disableGutters>
                <ListItemText
                  primary={`${a.first_name} ${a.last_name}`}
                  secondary={
                    <>
                      <Link component={PortalLink} href={`/user/cohorts/${a.cohort_id}/students`}>{cohortDisplayName(a.course_name, a.cohort_name)}</Link>
                      {` · ${t('Ended')} ${formatDate(a.end_date)} · ${statusLabel(t, a.status)}`}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function FeedbackSummary({ data }: { data: TeacherDashboardDto }) {
  const { t } = useTranslation();
  const f = data.feedback;
  const items: [string, string][] = [
    [t('Answers'), `${f.answers} / ${f.participants}`],
    [t('Response rate'), percent(f.response_rate)],
    [t('Satisfaction (1–10)'), f.satisfaction_average?.toFixed(2) ?? '–'],
    [t('Satisfied (8 or more)'), percent(f.positive_share)],
    [t('Teacher competence (1–5)'), f.teacher_competence_average?.toFixed(2) ?? '–'],
  ];
  return (
    <Card component="section" aria-labelledby="feedback-heading">
      <CardContent>
        <Typography id="feedback-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('Feedback of my cohorts')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0 }}>
          {items.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function CohortsByPhase({ data }: { data: TeacherDashboardDto }) {
  const { t } = useTranslation();
  const total = PHASES.reduce((n, p) => n + data.cohorts_by_phase[p].length, 0);
  return (
    <Card component="section" aria-labelledby="cohorts-heading">
      <CardContent>
        <Typography id="cohorts-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('My cohorts')}
        </Typography>
        {total === 0 && <Alert severity="info">{t('You have no cohorts yet.')}</Alert>}
        {PHASES.filter((p) => data.cohorts_by_phase[p].length > 0).map((phase) => (
          <Box key={phase} sx={{ mt: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              {phaseLabel(t, phase)} ({data.cohorts_by_phase[phase].length})
            </Typography>
            <List dense>
              {data.cohorts_by_phase[phase].map((c) => (
                <ListItem key={c.id} disableGutters>
                  <ListItemText
                    primary={<Link component={PortalLink} href={`/user/cohorts/${c.id}`}>{cohortDisplayName(c.course_name, c.name)}</Link>}
                    secondary={`${dateRange(c.start_date, c.end_date)} · ${t('Students')}: ${c.participants_count}`}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
        <Chip component={PortalLink} href="/user/cohorts" clickable label={t('All my cohorts')} />
      </CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: teachingKeys.dashboard, queryFn: fetchTeacherDashboard });
  // the calendar link (TeachingCalendarFeed), asked for at the same time and drawn with the page
  const feed = useQuery(teachingFeedQuery);
  return (
    <>
      <PageHeading>{t('Dashboard')}</PageHeading>
      <QueryState query={drawnTogether(query, feed)}>
        {() =>
          query.data && (
            <Stack spacing={3}>
              <WeekClasses data={query.data} />
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Attention data={query.data} />
                <FeedbackSummary data={query.data} />
              </Box>
              <CohortsByPhase data={query.data} />
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
