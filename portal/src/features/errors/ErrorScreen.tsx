// The error screen of spec §2: heading by status ('This page could not be found' for 404 or a message
// containing 404, else 'An error occurred'), the broken-link text, the error details only on a
// developer's machine and never for bots, and a way back to the main page.
import { useTranslation } from '../../i18n/react.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ERROR_SCREEN_TEXT, errorScreenHeading, isBotUserAgent } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { isLocalEnvironment } from '../../lib/runtime.ts';

export interface ErrorScreenProps {
  status?: number | null;
  /** a message meant for the user, e.g. 'The cohort could not be found' */
  message?: string | null;
  /** the technical error, shown only locally */
  error?: unknown;
}

function technicalDetails(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

export function ErrorScreen({ status, message, error }: ErrorScreenProps) {
  const { t } = useTranslation();
  const isBot = typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
  const heading = t(errorScreenHeading(status, message ?? (error instanceof Error ? error.message : null)));
  const details = !isBot && isLocalEnvironment() ? technicalDetails(error) : null;

  return (
    <Box component="section" sx={{ py: { xs: 4, sm: 8 }, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      {status && !isBot ? (
        <Typography sx={{ fontSize: '3rem', fontWeight: 800, color: 'primary.main' }} aria-hidden>
          {status}
        </Typography>
      ) : null}
      <PageHeading>{heading}</PageHeading>
      {message && !isBot ? (
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{t(message)}</Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(ERROR_SCREEN_TEXT.brokenLink)}
      </Typography>
      {details ? (
        <Box
          component="pre"
          aria-label={t('Error details')}
          sx={{
            textAlign: 'left',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            bgcolor: 'grey.100',
            p: 2,
            borderRadius: 1,
            fontSize: '0.8rem',
            maxHeight: 320,
            overflow: 'auto',
            mb: 3,
          }}
        >
          {details}
        </Box>
      ) : null}
      <Button variant="contained" href="/" size="large">
        {t(ERROR_SCREEN_TEXT.back)}
      </Button>
    </Box>
  );
}
