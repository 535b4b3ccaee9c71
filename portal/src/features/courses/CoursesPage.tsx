// /user/courses (teachers and admins, issue 18 item 3): the courses I created with their status (draft,
// in review, approved), a new course, and a cohort proposal for an approved one. Other roles get a plain
// "not for your role" page.
import { useTranslation } from '../../i18n/react.tsx';
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
import { useSession } from '../session/use-session.ts';
import { NotForYourRole } from '../shells/NotForYourRole.tsx';
import { QueryState } from '@valik/ui/query-state';
import { COURSE_STATUS_LABELS, courseKeys, fetchMyCourses } from './courses-api.ts';

export const isCourseAuthor = (role: string | undefined) => role === 'TEACHER' || role === 'ADMIN';

export default function CoursesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!isCourseAuthor(user?.role)) return <NotForYourRole title={t('Courses')} />;
  return <MyCourses />;
}

function MyCourses() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: courseKeys.mine, queryFn: fetchMyCourses });
  return (
    <>
      <PageHeading>{t('Courses')}</PageHeading>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={PortalLink} href="/user/courses/new">{t('New course')}</Button>
      </Stack>
      <QueryState query={query}>
        {() =>
          query.data?.length === 0 ? (
            <Alert severity="info">{t('You have no courses yet. Draft one and send it for review; Valik approves it.')}</Alert>
          ) : (
            <Stack spacing={2}>
              {query.data?.map((c) => (
                <Card key={c.id} variant="outlined" component="article" aria-labelledby={`course-${c.id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                      <Typography id={`course-${c.id}`} variant="h2" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>{c.name}</Typography>
                      <Chip size="small" color={c.status === 'APPROVED' ? 'success' : c.status === 'IN_REVIEW' ? 'warning' : 'default'} label={t(COURSE_STATUS_LABELS[c.status])} />
                    </Stack>
                    <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{c.summary}</Typography>
                    {c.status === 'DRAFT' && c.review_note && <Typography sx={{ overflowWrap: 'anywhere' }}>{t("Valik's note: {{note}}", { note: c.review_note })}</Typography>}
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button component={PortalLink} href={`/user/courses/${c.id}`}>{c.status === 'DRAFT' ? t('Edit') : t('View')}</Button>
                    {c.status === 'APPROVED' && (
                      <Button component={PortalLink} href={`/user/cohorts/new?course=${c.id}`}>{t('Propose a cohort')}</Button>
                    )}
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
