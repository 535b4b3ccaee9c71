// The "Pay now" dialog of an unpaid invoice on "My courses": by card or bank link, or with a gift card.
// Its own chunk, downloaded on the first click of "Pay now" (PayNowButton): its form's outlined input
// and the mutations are about 7 kB of gzipped JavaScript the student's first page does not need.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { LazyDialog } from '../../components/LazyDialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/TextInput.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchPaymentMethods, paymentKeys, startPayment, type PaymentMethod } from '../track/payments-api.ts';
import { redeemGiftCard } from '../payment-plan/passes-api.ts';
import { journeyKeys } from '../registration/registration-api.ts';

export interface PayNowProps {
  cohortId: number;
  invoiceId: number;
  invoiceNumber: string;
  amount: number;
}

const euros = (cents: number, lang: string) => new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'et-EE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export default function PayNowDialog({ cohortId, invoiceId, invoiceNumber, amount, open, onClose }: PayNowProps & { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const gift = useMutation({
    mutationFn: () => redeemGiftCard(invoiceId, code.trim()),
    onSuccess: (result) => {
      setCode('');
      setCodeError(null);
      if (result.invoice.status === 'PAID') {
        onClose();
        toast.success(t('Gift card used: the invoice is paid.'));
      } else {
        toast.success(t('Gift card used: {{amount}} off the invoice.', { amount: euros(result.applied, i18n.language) }));
      }
      void queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations });
    },
    onError: (e) => setCodeError(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });
  const submitGiftCard = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) gift.mutate();
  };
  const methods = useQuery({ queryKey: paymentKeys.methods, queryFn: fetchPaymentMethods, enabled: open });
  const pay = useMutation({
    mutationFn: (method: PaymentMethod) => startPayment(cohortId, method),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => {
      onClose();
      toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'));
    },
  });
  return (
    <LazyDialog open={open} onClose={onClose} aria-labelledby={`pay-now-${cohortId}`}>
      <DialogTitle id={`pay-now-${cohortId}`}>{t('Pay the invoice')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('Invoice {{number}}', { number: invoiceNumber })} · {t('To pay: {{amount}}', { amount: euros(amount, i18n.language) })}{' '}
          {methods.data?.simulated ? `· ${t('Payments are simulated here: no money moves.')}` : ''}
        </DialogContentText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {(methods.data?.methods ?? []).map((m) => (
            <Button key={m} variant="contained" disabled={pay.isPending} onClick={() => pay.mutate(m)}>
              {m === 'card' ? t('By card') : t('By bank link')}
            </Button>
          ))}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>{t('Have a gift card?')}</Typography>
        <Stack component="form" onSubmit={submitGiftCard} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            label={t('Gift card code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError !== null}
            helperText={codeError ?? ' '}
            size="small"
            autoComplete="off"
            inputProps={{ maxLength: 40, spellCheck: false }}
          />
          <Button type="submit" variant="outlined" disabled={gift.isPending || !code.trim()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>{t('Use the gift card')}</Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('Cancel')}</Button>
      </DialogActions>
    </LazyDialog>
  );
}
