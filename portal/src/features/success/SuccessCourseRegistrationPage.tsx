// /user/success/course-registration: the thank-you after a registration, naming what was just booked
// (the newest live registration: course, group, start, who pays and the invoice's due date) and the next
// step. Without data (still loading, or the list failed) the thank-you stands alone.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { PortalLink } from '../layout/PortalLink.tsx';
import { invoiceText } from '../registration/invoice-text.ts';
import { fetchMyRegistrations, journeyKeys, type MyRegistrationDto } from '../registration/registration-api.ts';
import { SuccessMessage } from './SuccessMessage.tsx';
import { ClassroomEmailForm } from '../community/ClassroomEmailForm.tsx';
import { classroomQuery } from '../community/community-api.ts';

function newestLive(rows: readonly MyRegistrationDto[]): MyRegistrationDto | undefined {
  return rows.filter((r) => r.status !== 'CANCELED').sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

export default function SuccessCourseRegistrationPage() {
  const { t } = useTranslation();
  const mine = useQuery({ queryKey: journeyKeys.myRegistrations, queryFn: fetchMyRegistrations });
  const latest = mine.data ? newestLive(mine.data.data) : undefined;
  // the Classroom address form of a group in Google Classroom, asked for as soon as the group is known
  const classroom = useQuery({ ...classroomQuery(latest?.cohort_id), enabled: latest?.cohort.has_lms === true });
  const waiting = mine.isPending || classroom.isLoading;
  return (
    <SuccessMessage
      title={t('You are registered!')}
      text={t('Thank you for registering. You will find the course under My courses.')}
      // the button comes with the cards above it, not before them: drawn first, it was pushed down as they came
      actions={
        waiting ? null : (
          <Button variant="contained" component={PortalLink} href="/user/my-courses">
            {t('Go to my courses')}
          </Button>
        )
      }
    >
      {mine.isPending && <CircularProgress size={24} aria-label={t('Loading')} />}
      {latest && (
        <Card component="section" variant="outlined" sx={{ textAlign: 'left', mb: 3 }} aria-label={t('Your registration')}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>{latest.course.name}</Typography>
            <Typography>{t('{{cohort}}, starting {{start}}', { cohort: latest.cohort.name, start: formatDate(latest.cohort.start_date) })}</Typography>
            <Typography>{invoiceText(latest, t)}</Typography>
            {!latest.covered_by_pass && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('Full refund if you cancel until 7 days after the start; no refund after that.')}
              </Typography>
            )}
          </CardContent>
        </Card>
      )}
      {/* the group works in Google Classroom (issue 14): the Gmail address to check, right away */}
      {latest?.cohort.has_lms && (
        <Card component="section" variant="outlined" sx={{ textAlign: 'left', mb: 3 }} aria-label={t('Google Classroom')}>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>{t('Google Classroom')}</Typography>
            <Typography sx={{ mb: 2 }}>{t('Join the group’s Classroom course with your Gmail address and tell us which address it is.')}</Typography>
            <ClassroomEmailForm cohortId={latest.cohort_id} />
          </CardContent>
        </Card>
      )}
    </SuccessMessage>
  );
}
