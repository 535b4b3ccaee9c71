// /user/my-courses: current, upcoming and past registrations with status, next class, progress, payer and
// invoice, the class links (through the recording redirects), feedback, diploma, unenrol with the refund
// rule shown first, payer change; my waitlist places; the calendar feed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { invoiceText } from '../registration/invoice-text.ts';
import { courseGroups } from './course-groups.ts';
import { PayNowButton } from './PayNowButton.tsx';
import { TransferButton } from './TransferButton.tsx';
import { OpenPaymentNotice } from '../registration/OpenPaymentNotice.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { LazyConfirmDialog } from '../../components/LazyConfirmDialog.tsx';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, PARTICIPANT_STATUS_EN } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { toast } from '../toasts/toast-store.ts';
import {
  changePayer,
  diplomaUrl,
  fetchCalendarUrl,
  fetchMyRegistrations,
  joinUrl,
  journeyKeys,
  leaveWaitlist,
  unenrol,
  type MyRegistrationDto,
  type WaitlistEntryDto,
} from '../registration/registration-api.ts';
import { ProgressSource } from '../community/ProgressSource.tsx';
import { MyAttendance } from '../attendance/MyAttendance.tsx';
import { useSession } from '../session/use-session.ts';

/** Participant status labels of spec §4: the glossary's English words (ADR 036), translated by et-pages.ts from the glossary. */
export const STATUS_LABELS: Readonly<Record<MyRegistrationDto['status'], string>> = PARTICIPANT_STATUS_EN;

const dateTime = formatDateTime;

function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiError ? e.message : fallback;
}

export default function MyCoursesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: journeyKeys.myRegistrations, queryFn: fetchMyRegistrations });
  if (query.isPending) return <><PageHeading>{t('My courses')}</PageHeading><CircularProgress aria-label={t('Loading')} /></>;
  if (query.isError) {
    return (
      <>
        <PageHeading>{t('My courses')}</PageHeading>
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
          {errorText(query.error, t('Something went wrong. Please try again.'))}
        </Alert>
      </>
    );
  }
  const { data, waitlist, open_payments: openPayments } = query.data;
  const live = data.filter((r) => r.status !== 'CANCELED');
  const byPhase = courseGroups(data);
  const groups: [string, MyRegistrationDto[]][] = [
    [t('Current'), byPhase.CURRENT],
    [t('Upcoming'), byPhase.UPCOMING],
    [t('Past'), byPhase.PAST],
  ];
  return (
    <>
      <PageHeading>{t('My courses')}</PageHeading>
      {openPayments.length > 0 && (
        <Box component="section" sx={{ mb: 4 }} aria-label={t('Payments in progress')}>
          <Typography variant="h2" sx={{ mb: 2 }}>{t('Payments in progress')}</Typography>
          <Stack spacing={2}>
            {openPayments.map((p) => <OpenPaymentNotice key={p.id} payment={p} withCourse />)}
          </Stack>
        </Box>
      )}
      {waitlist.length > 0 && <WaitlistSection entries={waitlist} />}
      {live.length === 0 && waitlist.length === 0 && openPayments.length === 0 && (
        <Alert severity="info" action={<Button href="/courses">{t('Browse courses')}</Button>}>
          {t('You are not registered for any course yet.')}
        </Alert>
      )}
      {groups.map(([title, rows]) =>
        rows.length === 0 ? null : (
          <Box key={title} component="section" sx={{ mb: 4 }} aria-label={title}>
            <Typography variant="h2" sx={{ mb: 2 }}>{title}</Typography>
            <Stack spacing={2}>
              {rows.map((r) => <RegistrationCard key={r.id} r={r} />)}
            </Stack>
          </Box>
        ),
      )}
      {live.length > 0 && <CalendarFeed />}
    </>
  );
}

function WaitlistSection({ entries }: { entries: WaitlistEntryDto[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: (cohortId: number) => leaveWaitlist(cohortId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations }),
    onError: (e) => toast.error(errorText(e, t('Something went wrong. Please try again.'))),
  });
  return (
    <Box component="section" sx={{ mb: 4 }} aria-label={t('Waitlist')}>
      <Typography variant="h2" sx={{ mb: 2 }}>{t('Waitlist')}</Typography>
      <Stack spacing={2}>
        {entries.map((w) => (
          <Card key={w.id} variant="outlined">
            <CardContent>
              <Typography variant="h3">{w.course_name}</Typography>
              <Typography color="text.secondary">{w.cohort_name} · {formatDate(w.cohort_start_date)}</Typography>
              {w.status === 'OFFERED' && w.offer_expires_at ? (
                <Alert severity="success" sx={{ mt: 1 }}>{t('A seat is free for you until {{time}}. Register now to take it.', { time: dateTime(w.offer_expires_at) })}</Alert>
              ) : (
                <Typography sx={{ mt: 1 }}>{t('You are number {{position}} in line.', { position: w.position ?? 1 })}</Typography>
              )}
            </CardContent>
            <CardActions>
              {w.status === 'OFFERED' && (
                <Button variant="contained" component={PortalLink} href={`/user/courses/${w.course_id}?cohort=${w.cohort_id}`}>{t('Register')}</Button>
              )}
              <Button color="inherit" disabled={leave.isPending} onClick={() => leave.mutate(w.cohort_id)}>{t('Leave the waitlist')}</Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}


function RegistrationCard({ r }: { r: MyRegistrationDto }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirmUnenrol, setConfirmUnenrol] = useState(false);
  const discordConnected = Boolean(useSession().user?.discord_user_id);
  const [confirmPayer, setConfirmPayer] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations });
  const unenrolMutation = useMutation({
    mutationFn: () => unenrol(r.id),
    onSuccess: async () => {
      setConfirmUnenrol(false);
      toast.success(t('You are unenrolled.'));
      await refresh();
    },
    onError: (e) => toast.error(errorText(e, t('Something went wrong. Please try again.'))),
  });
  // only the payer the rules allow now (the server's own check), never an option that would be refused
  const otherPayer = r.payer_change_to ?? (r.default_payer === 'SCHOOL' ? 'STUDENT' : 'SCHOOL');
  const payerMutation = useMutation({
    mutationFn: () => changePayer(r.id, otherPayer),
    onSuccess: async () => {
      setConfirmPayer(false);
      toast.success(t('The payer was changed.'));
      await refresh();
    },
    onError: (e) => {
      setConfirmPayer(false);
      toast.error(errorText(e, t('Something went wrong. Please try again.')));
    },
  });
  const result = r.status === 'COMPLETED' ? 'success' : r.status === 'FAILED' ? 'error' : 'default';
  return (
    <Card variant="outlined" component="article" aria-label={r.course.name}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box>
            <Typography variant="h3">{r.course.name}</Typography>
            <Typography color="text.secondary">
              {r.cohort.name} · {formatDate(r.cohort.start_date)}–{formatDate(r.cohort.end_date)}
            </Typography>
          </Box>
          <Chip label={t(STATUS_LABELS[r.status])} color={result} variant={result === 'default' ? 'outlined' : 'filled'} />
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          {r.next_class_at && <Typography>{t('Next class')}: <strong>{dateTime(r.next_class_at)}</strong></Typography>}
          <Typography>{t('Payer')}: {r.default_payer === 'SCHOOL' ? t('school') : t('me')} · {invoiceText(r, t)}</Typography>
          {r.access_closes_at && (
            <Alert severity="warning">{t('Access closes on {{date}} unless the invoice is paid.', { date: formatDate(r.access_closes_at) })}</Alert>
          )}
          {r.phase !== 'UPCOMING' && (
            <Box>
              <Typography id={`progress-${r.id}`}>{t('Progress')}: {r.progress_percent}%</Typography>
              <LinearProgress variant="determinate" value={r.progress_percent} aria-labelledby={`progress-${r.id}`} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
              <ProgressSource source={r.progress_source} syncedAt={r.progress_synced_at} />
            </Box>
          )}
          {/* attendance of the classes, apart from progress (issue 29) */}
          {r.phase !== 'UPCOMING' && <MyAttendance registrationId={r.id} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {r.phase !== 'PAST' && r.cohort.has_video && <Button variant="contained" href={joinUrl(r.id, 'video')} target="_blank" rel="noopener">{t('Join the class')}</Button>}
        {r.phase !== 'PAST' && r.cohort.has_lms && <Button variant="outlined" href={joinUrl(r.id, 'lms')} target="_blank" rel="noopener">{t('Open the classroom')}</Button>}
        {/* the channel lets in connected accounts only (issue 14): connect first, then join */}
        {r.phase !== 'PAST' && r.cohort.has_discord && discordConnected && <Button variant="outlined" href={joinUrl(r.id, 'discord')} target="_blank" rel="noopener">{t('Join Discord')}</Button>}
        {r.phase !== 'PAST' && r.cohort.has_discord && !discordConnected && <Button variant="outlined" component={PortalLink} href="/user/profile#discord-heading">{t('Connect Discord to join the group’s channel')}</Button>}
        {r.feedback.open && !r.feedback.submitted && (
          <Button variant="contained" component={PortalLink} href={`/user/cohorts/${r.cohort_id}/feedback`}>{t('Give feedback')}</Button>
        )}
        {r.feedback.submitted && <Chip label={t('Feedback sent')} size="small" />}
        {r.diploma?.available && <Button variant="outlined" href={diplomaUrl(r.id)} download>{t('Download diploma')}</Button>}
        {r.diploma && !r.diploma.available && (
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {r.diploma.unavailable_reason === 'UNPAID'
              ? t('Your diploma is available once the invoice is paid.')
              : t('Your diploma is issued after the course has ended.')}
          </Typography>
        )}
        {r.default_payer === 'STUDENT' && r.status !== 'CANCELED' && r.invoice?.status === 'UNPAID' && <PayNowButton cohortId={r.cohort_id} invoiceId={r.invoice.id} invoiceNumber={r.invoice.number} amount={r.invoice.amount} />}
        {r.can_change_payer && <Button color="inherit" onClick={() => setConfirmPayer(true)}>{t('Change payer')}</Button>}
        {r.can_transfer && <TransferButton registration={r} />}
        {r.can_unenrol && <Button color="error" onClick={() => setConfirmUnenrol(true)}>{t('Unenrol')}</Button>}
      </CardActions>
      <LazyConfirmDialog
        open={confirmUnenrol}
        onClose={() => setConfirmUnenrol(false)}
        titleId={`unenrol-${r.id}`}
        title={t('Unenrol from {{course}}?', { course: r.course.name })}
        text={
          r.covered_by_pass
            ? t('Your pass paid for this course: nothing is refunded, and your pass can pay for another course in its paid period.')
            : r.refund_if_canceled_now === 'FULL'
              ? t('You get a full refund: you cancel before {{date}} (7 days after the start). A refund takes one working day or a week.', { date: formatDate(r.refund_deadline) })
              : t('No refund: the refund period ended on {{date}} (7 days after the start).', { date: formatDate(r.refund_deadline) })
        }
        actions={
          <>
            <Button onClick={() => setConfirmUnenrol(false)} autoFocus>{t('Keep my place')}</Button>
            <Button color="error" variant="contained" disabled={unenrolMutation.isPending} onClick={() => unenrolMutation.mutate()}>{t('Unenrol')}</Button>
          </>
        }
      />
      <LazyConfirmDialog
        open={confirmPayer}
        onClose={() => setConfirmPayer(false)}
        titleId={`payer-${r.id}`}
        title={t('Change payer')}
        text={
          otherPayer === 'STUDENT'
            ? t('You will get a personal invoice. If it is unpaid one week from now, access to the course closes.')
            : t('Your school will pay and your invoice is canceled, if the school allows it for this course.')
        }
        actions={
          <>
            <Button onClick={() => setConfirmPayer(false)} autoFocus>{t('Cancel')}</Button>
            <Button variant="contained" disabled={payerMutation.isPending} onClick={() => payerMutation.mutate()}>
              {otherPayer === 'STUDENT' ? t('I will pay myself') : t('My school pays')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

const loadCalendarFeedField = () => import('./CalendarFeedField.tsx');
const CalendarFeedField = lazy(loadCalendarFeedField);

function CalendarFeed() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: journeyKeys.calendar, queryFn: fetchCalendarUrl });
  // the field's code is fetched beside the address, not after it
  useEffect(() => void loadCalendarFeedField(), []);
  const loading = <CircularProgress size={24} aria-label={t('Loading')} />;
  return (
    <Card variant="outlined" component="section" aria-label={t('Calendar')}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>{t('Calendar')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{t('Subscribe to this address in your calendar app to see your class times. Keep it private.')}</Typography>
        {query.data ? (
          <Suspense fallback={loading}>
            <CalendarFeedField address={query.data} />
          </Suspense>
        ) : query.isError ? (
          <Alert severity="error">{errorText(query.error, t('Something went wrong. Please try again.'))}</Alert>
        ) : (
          loading
        )}
      </CardContent>
    </Card>
  );
}
