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

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A page's main query, pending until the queries of the parts drawn inside it (each asked for at the same time)
 * have answered too, well or not: the page is drawn in one go. A part drawn later on its own pushed what was
 * below it down (a layout shift). The parts show their own errors; the page's error is the main query's.
 */
export function drawnTogether(query: QueryLike, ...parts: { isPending: boolean }[]): QueryLike {
  return { isPending: query.isPending || parts.some((part) => part.isPending), isError: query.isError, error: query.error, refetch: query.refetch };
}

export function QueryState({ query, children }: { query: QueryLike; children: () => ReactNode }) {
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
