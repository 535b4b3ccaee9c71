// /user/favourites, "Lemmikud" (issue 29 item 5): the courses the student marked with the heart on the public
// site, each with its page and its next start; the heart here (aria-pressed) takes a course off the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import { formatDate } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { favouriteKeys, fetchFavouriteCourses, removeFavourite } from './favourites-api.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px' } as const;

export default function FavouritesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: favouriteKeys.mine, queryFn: fetchFavouriteCourses });
  const remove = useMutation({
    mutationFn: (courseId: number) => removeFavourite(courseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.mine }),
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });
  return (
    <>
      <PageHeading>{t('Favourites')}</PageHeading>
      {query.isPending && <CircularProgress aria-label={t('Loading')} />}
      {query.isError && (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
          {t('Something went wrong. Please try again.')}
        </Alert>
      )}
      {query.data?.length === 0 && (
        <Alert severity="info" action={<Button href="/courses">{t('Browse courses')}</Button>}>
          {t('No favourites yet. Mark a course with the heart on its page or in the catalogue.')}
        </Alert>
      )}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('Favourites')}>
          {query.data.map((course) => (
            <li key={course.id}>
              <Card variant="outlined" component="article" aria-label={course.name}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>{course.name}</Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>{course.summary}</Typography>
                  {course.next_start_date && <Typography sx={{ mt: 1 }}>{t('Next start: {{date}}', { date: formatDate(course.next_start_date) })}</Typography>}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                  <Button variant="contained" href={`/courses/${course.slug}`}>{t('See the groups')}</Button>
                  <Button
                    color="inherit"
                    startIcon={<Favorite color="error" />}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(course.id)}
                  >
                    {/* the name starts with the visible words (WCAG 2.5.3), the course said after them */}
                    {t('Remove from favourites')}
                    <Box component="span" sx={visuallyHidden}>
                      {`: ${course.name}`}
                    </Box>
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
