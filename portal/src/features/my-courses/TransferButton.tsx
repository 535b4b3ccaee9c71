// "Move to another group" on a registration of "My courses" (issue 29 item 3); the dialog's code is
// downloaded on the first click.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/react.tsx';
import type { MyRegistrationDto } from '../registration/registration-api.ts';

const TransferDialog = lazy(() => import('./TransferDialog.tsx'));

export function TransferButton({ registration }: { registration: MyRegistrationDto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('Move to another group')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <TransferDialog registration={registration} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
