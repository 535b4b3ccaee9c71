// Renders the toast store at the top right (spec §2).
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { toast } from './toast-store.ts';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 72 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 380 },
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {toasts.map((item) => (
        <Alert
          key={item.id}
          severity={item.severity}
          variant="filled"
          role={item.severity === 'error' ? 'alert' : 'status'}
          closeText={t('Close')}
          onClose={() => toast.dismiss(item.id)}
          sx={{ boxShadow: 3 }}
        >
          {item.message}
        </Alert>
      ))}
    </Stack>
  );
}
