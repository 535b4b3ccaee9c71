// Loading and error states of a page's main query, the same on every teacher and school page.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '../../lib/http.ts';

export function QueryState({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('Loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{t('Try again')}</Button>}>
        {query.error instanceof ApiError ? query.error.message : t('Something went wrong. Please try again.')}
      </Alert>
    );
  }
  return <>{children()}</>;
}
