// The error screen of product-spec §2, with the portal's texts: the heading depends on the status, the
// spec's route message says what was not found, details (status, stack) only on a developer's machine.
import { Box, Button, Paper, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ERROR_SCREEN_TEXT, ROUTE_MESSAGES, errorScreenHeading, type RouteErrorMessage } from '@valik/domain';
import { isLocalEnvironment } from '../runtime.ts';

const ROUTE_MESSAGE_KEYS: Record<RouteErrorMessage, string> = {
  [ROUTE_MESSAGES.notFound]: 'valik.route_errors.page_not_found',
  [ROUTE_MESSAGES.course]: 'valik.route_errors.course_not_found',
  [ROUTE_MESSAGES.cohort]: 'valik.route_errors.cohort_not_found',
  [ROUTE_MESSAGES.user]: 'valik.route_errors.user_not_found',
};

const isRouteMessage = (message: string): message is RouteErrorMessage => message in ROUTE_MESSAGE_KEYS;

export interface ErrorScreenProps {
  status?: number | null;
  message?: string | null;
  /** a stack trace or component stack, shown only locally */
  details?: string | null;
}

export function ErrorScreen({ status, message, details }: ErrorScreenProps) {
  const translate = useTranslate();
  const heading =
    errorScreenHeading(status, message) === ERROR_SCREEN_TEXT.notFound
      ? translate('valik.error_screen.not_found')
      : translate('valik.error_screen.generic');
  const shownMessage = message && isRouteMessage(message) ? translate(ROUTE_MESSAGE_KEYS[message]) : null;
  const isLocal = isLocalEnvironment();

  return (
    <Box component="section" role="alert" sx={{ maxWidth: 720, mx: 'auto', my: 4, px: 2 }}>
      <Title title={heading} />
      <Typography variant="h1" component="h2" gutterBottom>
        {heading}
      </Typography>
      {shownMessage && (
        <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {shownMessage}
        </Typography>
      )}
      <Typography sx={{ mb: 3 }}>{translate('valik.error_screen.broken_link')}</Typography>
      {isLocal && (status != null || message || details) && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3, overflowX: 'auto' }}>
          <Typography variant="subtitle2" component="h2">
            {translate('valik.error_screen.details')}
          </Typography>
          <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap' }}>
            {[status != null ? `${status}` : null, message, details].filter(Boolean).join('\n')}
          </Box>
        </Paper>
      )}
      {/* A full page load: the main page is the public site, outside the console. */}
      <Button variant="contained" href="/">
        {translate('valik.error_screen.back')}
      </Button>
    </Box>
  );
}

/** react-admin's catch-all and any path the route table does not know. */
export function NotFoundScreen() {
  return <ErrorScreen status={404} message={ROUTE_MESSAGES.notFound} />;
}
