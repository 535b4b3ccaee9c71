// /user/billing/cancellation: what cancelling costs (spec §9) and where to do it; cancelling the student's
// pass, after a confirmation: it stays active until the end of the paid period, when Stripe ends it (the
// change shows when Stripe's signed event arrives; then /user/track/cancel-sub). A pass already set to end
// is kept on the payment plan page.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ApiError } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { changePass, fetchPasses, passKeys } from '../payment-plan/passes-api.ts';
import { sessionStore } from '../session/session-store.ts';
import { toast } from '../toasts/toast-store.ts';

export default function BillingCancellationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passes = useQuery({ queryKey: passKeys.all, queryFn: fetchPasses });
  const [confirm, setConfirm] = useState(false);
  const cancel = useMutation({
    mutationFn: () => changePass('cancel'),
    onSuccess: async () => {
      setConfirm(false);
      sessionStore.markInvalid();
      await queryClient.invalidateQueries({ queryKey: passKeys.all });
      void navigate('/user/track/cancel-sub');
    },
    onError: (e) => {
      setConfirm(false);
      toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    },
  });
  const pass = passes.data?.pass?.active ? passes.data.pass : null;
  const passName = pass?.type === 'MULTI_PASS' ? t('Multi pass') : t('Single pass');
  return (
    <>
      <PageHeading>{t('Cancellation')}</PageHeading>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {pass && (
          <Card variant="outlined" component="section" aria-label={t('Cancel my pass')}>
            <CardContent>
              <Typography variant="h2" sx={{ mb: 1 }}>{t('Cancel my pass')}</Typography>
              {pass.cancel_at ? (
                <>
                  <Typography sx={{ mb: 2 }}>{t('Your pass ends on {{date}}', { date: formatDate(pass.cancel_at) })}. {t('You can keep it on the payment plan page until then.')}</Typography>
                  <Button variant="outlined" component={PortalLink} href="/user/payment-plan">{t('Go to the payment plan')}</Button>
                </>
              ) : (
                <>
                  <Typography sx={{ mb: 1 }}>{t('Your {{pass}} stays active until the end of the paid period, then it ends: you are not charged again, and courses you already registered for stay.', { pass: passName.toLowerCase() })}</Typography>
                  {pass.paid_through && <Typography sx={{ mb: 2 }}>{t('Paid until {{date}}', { date: formatDate(pass.paid_through) })}</Typography>}
                  <Button color="error" variant="outlined" onClick={() => setConfirm(true)}>{t('Cancel the pass')}</Button>
                </>
              )}
            </CardContent>
          </Card>
        )}
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 1 }}>{t('You get a full refund when you cancel a course up to 7 days after its start. After that there is no refund.')}</Typography>
            <Typography sx={{ mb: 1 }}>{t('A refund takes one working day or a week. A bank confirmation can take up to 2 working days.')}</Typography>
            <Typography sx={{ mb: 2 }}>{t('To cancel a course, open My courses and choose Unenrol: the refund you would get is shown before you confirm.')}</Typography>
            <Button variant="contained" component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>
          </CardContent>
        </Card>
      </Stack>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="cancel-pass-title">
        <DialogTitle id="cancel-pass-title">{t('Cancel the pass?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('Until the end of the paid period you can still keep it on the payment plan page.')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)} autoFocus>{t('Keep my pass')}</Button>
          <Button color="error" variant="contained" disabled={cancel.isPending} onClick={() => cancel.mutate()}>{t('Yes, cancel the pass')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
