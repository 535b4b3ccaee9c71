// Loading and error states of a page's main query, the same on every teacher and school page of the
// portal and in the feedback dashboard: a spinner, then the API's message (an ApiError's, already in the
// reader's language) or a general one, with 'Try again' where asking again can help (not after a 404 or 403). Its texts are in queryStateEt / queryStateRu.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from './api-error.ts';

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
    // "not found" and "no access" stay so however often one asks again: the message alone, no 'Try again'
    const lasting = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <Alert
        severity={lasting ? 'warning' : 'error'}
        action={lasting ? undefined : <Button color="inherit" onClick={() => void query.refetch()}>{t('Try again')}</Button>}
      >
        {query.error instanceof ApiError ? query.error.message : t('Something went wrong. Please try again.')}
      </Alert>
    );
  }
  return <>{children()}</>;
}
