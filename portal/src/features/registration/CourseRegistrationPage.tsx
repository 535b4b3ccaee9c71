// /user/courses/{courseId}?cohort={cohortId}: the student's registration, started from a course page.
// Pick a cohort, choose who pays (the school only when its conditions allow it, with the reason when not),
// confirm; a full group puts the student on the waitlist instead. Teachers and admins get the course
// editor at the same address (CourseEditPage).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime, toTallinn, type Payer } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { useSession } from '../session/use-session.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { DOMAIN_PLACEHOLDERS } from '../../i18n/index.ts';
import { fetchCohorts, fetchMyRegistrations, fetchPayerOptions, journeyKeys, register } from './registration-api.ts';
import { OpenPaymentNotice } from './OpenPaymentNotice.tsx';
import { NotForYourRole } from '../shells/NotForYourRole.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { fetchPaymentMethods, paymentKeys, startPayment, type PaymentMethod } from '../track/payments-api.ts';

/** dd.MM.yyyy HH:mm in Tallinn (when a held seat is released). */
function formatDateTime(iso: string): string {
  const d = toTallinn(iso);
  return `${formatDate(iso)} ${formatTime(d.getHours(), d.getMinutes())}`;
}

const CourseEditPage = lazy(() => import('../courses/CourseEditPage.tsx'));
const isCourseAuthor = (role: string) => role === 'TEACHER' || role === 'ADMIN';

export default function CoursePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { id } = useParams();
  // /user/courses/new is the course form: for teachers and admins only (issue 18 item 3)
  if (id === 'new' && user && !isCourseAuthor(user.role)) return <NotForYourRole title={t('New course')} />;
  if (user && user.role === 'SCHOOL_REP') return <NotForYourRole title={t('Courses')} />;
  if (user && isCourseAuthor(user.role)) {
    return (
      <Suspense fallback={<CircularProgress aria-label="…" />}>
        <CourseEditPage />
      </Suspense>
    );
  }
  return <CourseRegistration />;
}

function CourseRegistration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const courseId = Number(useParams().id);
  const [search] = useSearchParams();
  const [cohortId, setCohortId] = useState<number | null>(search.get('cohort') ? Number(search.get('cohort')) : null);
  const [payer, setPayer] = useState<Payer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [waitlisted, setWaitlisted] = useState<number | null>(null);
  // a student payer pays online now (card, bank link: the seat is held while paying) or by invoice later
  const [method, setMethod] = useState<PaymentMethod | 'invoice'>('invoice');
  const methods = useQuery({ queryKey: paymentKeys.methods, queryFn: fetchPaymentMethods });

  const cohorts = useQuery({ queryKey: journeyKeys.cohorts(courseId), queryFn: () => fetchCohorts(courseId), enabled: Number.isFinite(courseId) });
  const open = (cohorts.data ?? []).filter((c) => c.availability === 'OPEN' || c.availability === 'FULL');
  const selected = open.find((c) => c.id === cohortId) ?? (open.length === 1 ? open[0] : undefined);
  const options = useQuery({
    queryKey: journeyKeys.payerOptions(selected?.id ?? 0),
    queryFn: () => fetchPayerOptions(selected?.id ?? 0),
    enabled: selected !== undefined,
  });
  const chosenPayer: Payer = payer ?? options.data?.default_payer ?? 'STUDENT';
  // What the student already has in the chosen group: a live registration ends the journey here (the
  // server would refuse a second one), a waitlist place or a held seat changes what the button does.
  const mine = useQuery({ queryKey: journeyKeys.myRegistrations, queryFn: fetchMyRegistrations });
  const registeredIn = (cohortId: number) => (mine.data?.data ?? []).some((r) => r.cohort_id === cohortId && r.status !== 'CANCELED');
  const waitlistEntry = selected ? (mine.data?.waitlist ?? []).find((w) => w.cohort_id === selected.id) : undefined;
  const alreadyRegistered = selected !== undefined && registeredIn(selected.id);
  // a seat the student holds while paying counts as taken in the public numbers: it is theirs, not full
  const openPaymentIn = (cohortId: number) => (mine.data?.open_payments ?? []).find((p) => p.cohort_id === cohortId);
  const openPayment = selected && !alreadyRegistered ? openPaymentIn(selected.id) : undefined;
  const settled = alreadyRegistered || openPayment !== undefined;

  // an active pass pays for a student-paid seat: nothing to pay, so no way of paying is offered
  const price = options.data?.price[chosenPayer];
  const passCovers = options.data?.price.STUDENT.covered_by === 'PASS';
  const paysOnline = chosenPayer === 'STUDENT' && !passCovers && method !== 'invoice' && selected?.availability !== 'FULL';
  const payment = useMutation({
    mutationFn: () => startPayment(selected?.id ?? 0, method as PaymentMethod),
    onSuccess: (res) => window.location.assign(res.url),
    onError: (e) => setError(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });
  const mutation = useMutation({
    mutationFn: () => register(selected?.id ?? 0, chosenPayer),
    onSuccess: async (res) => {
      await queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations });
      if ('waitlist_entry' in res.data) setWaitlisted(res.data.waitlist_entry.position);
      else void navigate('/user/success/course-registration');
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });

  // The first drawing also waits for the chosen group's options when a group is chosen from the start (a link
  // with ?cohort=, or the one open group): the heading is the course's name they bring, and drawn before them the
  // page moved down as the name took a second line. A group chosen later keeps the page and shows its own spinner.
  const [drawn, setDrawn] = useState(false);
  const waiting = cohorts.isPending || mine.isPending || (!drawn && selected !== undefined && options.isPending);
  if (!waiting && !drawn) setDrawn(true);
  if (waiting) return <CircularProgress aria-label={t('Loading')} />;
  if (cohorts.isError) return <Alert severity="error">{cohorts.error instanceof ApiError ? cohorts.error.message : t('Something went wrong. Please try again.')}</Alert>;

  const schoolRefusal = options.data && options.data.school_name !== null && !options.data.school.allowed ? options.data.school : null;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading>{options.data?.course_name ?? t('Course registration')}</PageHeading>
      {waitlisted !== null ? (
        <Alert severity="info" role="status" action={<Button component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>}>
          {t('The group is full. You are on the waitlist, number {{position}} in line. We will e-mail you when a seat is free.', { position: waitlisted })}
        </Alert>
      ) : (
        <Stack spacing={3}>
          {open.length === 0 ? (
            <Alert severity="info">{t('This course has no group open for registration right now.')}</Alert>
          ) : (
            <FormControl>
              <FormLabel id="cohort-label">{t('Group')}</FormLabel>
              <RadioGroup aria-labelledby="cohort-label" value={selected?.id ?? ''} onChange={(e) => { setCohortId(Number(e.target.value)); setPayer(null); setError(null); }}>
                {open.map((c) => (
                  <FormControlLabel
                    key={c.id}
                    value={c.id}
                    control={<Radio />}
                    label={
                      <span>
                        <strong>{c.name}</strong> · {formatDate(c.start_date)}–{formatDate(c.end_date)} ·{' '}
                        {registeredIn(c.id)
                          ? t('You are registered')
                          : openPaymentIn(c.id)
                            ? t('Your payment is in progress')
                            : c.availability === 'FULL'
                            ? t('Group full: join the waitlist')
                            : t('{{count}} seats left', { count: c.seats_left })}
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {alreadyRegistered && (
            <Alert severity="info" role="status" action={<Button component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>}>
              {t('You are already registered for this group.')}
            </Alert>
          )}
          {waitlistEntry?.status === 'OFFERED' && waitlistEntry.offer_expires_at && (
            <Alert severity="success">
              {t('A seat is free for you until {{time}}. Register now to take it.', { time: formatDateTime(waitlistEntry.offer_expires_at) })}
            </Alert>
          )}
          {waitlistEntry?.status === 'WAITING' && (
            <Alert severity="info">{t('You are on the waitlist of this group, number {{position}} in line.', { position: waitlistEntry.position ?? 1 })}</Alert>
          )}
          {openPayment && <OpenPaymentNotice payment={openPayment} />}
          {selected && !settled && options.isPending && <CircularProgress aria-label={t('Loading')} />}
          {options.isError && <Alert severity="error">{options.error instanceof ApiError ? options.error.message : t('Something went wrong. Please try again.')}</Alert>}
          {selected && !settled && options.data && (
            <Card variant="outlined">
              <CardContent>
                <FormControl>
                  <FormLabel id="payer-label">{t('Who pays?')}</FormLabel>
                  <RadioGroup aria-labelledby="payer-label" value={chosenPayer} onChange={(e) => setPayer(e.target.value as Payer)}>
                    <FormControlLabel
                      value="STUDENT"
                      control={<Radio />}
                      label={passCovers ? t('I pay myself: my pass covers this course') : t('I pay myself (an invoice, due 3 days before the start)')}
                    />
                    {/* a student of no school is not offered the school at all (issue 18 item 2) */}
                    {options.data.school_name !== null && (
                      <FormControlLabel
                        value="SCHOOL"
                        disabled={!options.data.payers.includes('SCHOOL')}
                        control={<Radio />}
                        label={t('My school pays ({{school}})', { school: options.data.school_name })}
                      />
                    )}
                  </RadioGroup>
                </FormControl>
                {schoolRefusal && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(schoolRefusal.reason, { ...schoolRefusal.vars, interpolation: DOMAIN_PLACEHOLDERS })}
                  </Typography>
                )}
                {chosenPayer === 'STUDENT' && !passCovers && selected.availability !== 'FULL' && (methods.data?.methods.length ?? 0) > 0 && (
                  <FormControl sx={{ mt: 2, display: 'block' }}>
                    <FormLabel id="method-label">{t('How do you pay?')}</FormLabel>
                    <RadioGroup aria-labelledby="method-label" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod | 'invoice')}>
                      {methods.data?.methods.includes('card') && <FormControlLabel value="card" control={<Radio />} label={t('By card now')} />}
                      {methods.data?.methods.includes('bank_link') && <FormControlLabel value="bank_link" control={<Radio />} label={t('By bank link now')} />}
                      <FormControlLabel value="invoice" control={<Radio />} label={t('By invoice later (due 3 days before the start)')} />
                    </RadioGroup>
                    {method !== 'invoice' && (
                      <Typography variant="body2" color="text.secondary">
                        {t('Your seat is held for 30 minutes while you pay.')} {methods.data?.simulated ? t('Payments are simulated here: no money moves.') : ''}
                      </Typography>
                    )}
                  </FormControl>
                )}
                {options.data.condition_text && (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    <strong>{t("The school's conditions")}:</strong> {options.data.condition_text}
                  </Alert>
                )}
              </CardContent>
            </Card>
          )}
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          {selected && !settled && waitlistEntry?.status !== 'WAITING' && options.data && (
            <Box>
              {price && selected.availability !== 'FULL' && <PriceSummary price={price} />}
              <Typography sx={{ mb: 2 }}>
                {t('You are registering for {{cohort}}, starting {{start}}.', { cohort: selected.name, start: formatDate(selected.start_date) })}{' '}
                {/* nothing paid, nothing to refund (issue 28 item 1) */}
                {chosenPayer === 'STUDENT' && passCovers ? t('Your pass pays for it: no invoice, nothing to pay.') : t('Full refund if you cancel until 7 days after the start; no refund after that.')}
              </Typography>
              <Button
                variant="contained"
                size="large"
                disabled={mutation.isPending || payment.isPending}
                onClick={() => {
                  setError(null);
                  if (paysOnline) payment.mutate();
                  else mutation.mutate();
                }}
              >
                {selected.availability === 'FULL' && waitlistEntry?.status !== 'OFFERED' ? t('Join the waitlist') : paysOnline ? t('Pay and register') : t('Confirm registration')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
