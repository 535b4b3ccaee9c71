// "Pay now" on a registration whose personal invoice is UNPAID: the student picks card or bank link and goes
// to the provider; POST /cohorts/{id}/checkouts turns into a checkout of that invoice (payments/start-checkout.ts).
// A gift card (ADR 010) can be used first: its value comes off the invoice, which is paid when nothing is left.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/react.tsx';
import type { PayNowProps } from './PayNowDialog.tsx';

// the dialog is downloaded on the first click (issue 16 item 5: the student's first page)
const PayNowDialog = lazy(() => import('./PayNowDialog.tsx'));

export function PayNowButton(props: PayNowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('Pay now')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PayNowDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
