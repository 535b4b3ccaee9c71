import { useTranslation } from '../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { runtimeEnvironment } from '../lib/runtime.ts';

/** Outside production, e-mails land in the dev mailbox: say where, so a newcomer can follow the link. */
export function DevMailboxHint() {
  const { t } = useTranslation();
  if (runtimeEnvironment() === 'production') return null;
  return (
    <Alert severity="info" variant="outlined">
      {t('Development: e-mails are not sent. Read them in the')}{' '}
      <Link href="/dev/mailbox" target="_blank" rel="noopener">
        {t('dev mailbox')}
      </Link>
      .
    </Alert>
  );
}
