// /user/cohorts (teacher): my cohorts with their dates, class times, students and the pages of each.
import { useTranslation } from '../../i18n/react.tsx';
import { cohortDisplayName } from '@valik/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { QueryState } from '@valik/ui/query-state';
import { cohortStateColor, cohortStateLabel, dateRange, dayName, pad2 } from './labels.ts';
import { fetchTeacherCohorts, teachingKeys } from './teaching-api.ts';

export default function CohortsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: teachingKeys.cohorts, queryFn: fetchTeacherCohorts });
  return (
    <>
      <PageHeading>{t('My cohorts')}</PageHeading>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" component={PortalLink} href="/user/cohorts/new">{t('Propose a cohort')}</Button>
      </Stack>
      <QueryState query={query}>
        {() =>
          query.data?.length === 0 ? (
            <Alert severity="info">{t('You have no cohorts yet.')}</Alert>
          ) : (
            <Stack spacing={2}>
              {query.data?.map((c) => (
                <Card key={c.id} component="article" aria-labelledby={`cohort-${c.id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography id={`cohort-${c.id}`} variant="h2" sx={{ fontSize: '1.15rem' }}>
                        {cohortDisplayName(c.course_name, c.name)}
                      </Typography>
                      <Chip size="small" color={cohortStateColor(c)} label={cohortStateLabel(t, c)} />
                    </Stack>
                    {c.review_note && <Typography color="text.secondary">{t("Valik's note: {{note}}", { note: c.review_note })}</Typography>}
                    <Typography color="text.secondary">{dateRange(c.start_date, c.end_date)}</Typography>
                    <Typography color="text.secondary">
                      {c.online_class_times.map((ct) => `${dayName(t, ct.day)} ${pad2(ct.hour)}:${pad2(ct.minute)}`).join(', ')}
                    </Typography>
                    <Typography>
                      {t('Students')}: {c.participants_count} / {c.size}
                    </Typography>
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap' }}>
                    <Button component={PortalLink} href={`/user/cohorts/${c.id}`}>{t('Details and links')}</Button>
                    <Button component={PortalLink} href={`/user/cohorts/${c.id}/students`}>{t('Students and results')}</Button>
                    <Button component={PortalLink} href={`/user/cohorts/${c.id}/attendance`}>{t('Attendance register')}</Button>
                    <Button component={PortalLink} href={`/user/cohorts/${c.id}/feedback-dashboard`}>{t('Feedback')}</Button>
                  </CardActions>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
