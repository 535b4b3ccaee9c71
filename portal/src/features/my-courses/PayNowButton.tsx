// "Pay now" on a registration whose personal invoice is UNPAID: the student picks card or bank link and goes
// to the provider; POST /cohorts/{id}/checkouts turns into a checkout of that invoice (payments/start-checkout.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchPaymentMethods, paymentKeys, startPayment, type PaymentMethod } from '../track/payments-api.ts';

export function PayNowButton({ cohortId, invoiceNumber }: { cohortId: number; invoiceNumber: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const methods = useQuery({ queryKey: paymentKeys.methods, queryFn: fetchPaymentMethods, enabled: open });
  const pay = useMutation({
    mutationFn: (method: PaymentMethod) => startPayment(cohortId, method),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => {
      setOpen(false);
      toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    },
  });
  return (
    <>
      <Button variant="contained" color="secondary" onClick={() => setOpen(true)}>{t('Pay now')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`pay-now-${cohortId}`}>
        <DialogTitle id={`pay-now-${cohortId}`}>{t('Pay the invoice')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('Invoice {{number}}', { number: invoiceNumber })} {methods.data?.simulated ? `· ${t('Payments are simulated here: no money moves.')}` : ''}
          </DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {(methods.data?.methods ?? []).map((m) => (
              <Button key={m} variant="contained" disabled={pay.isPending} onClick={() => pay.mutate(m)}>
                {m === 'card' ? t('By card') : t('By bank link')}
              </Button>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
