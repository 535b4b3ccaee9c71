import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toast } from '../toasts/toast-store.ts';

/** Recovery codes, shown the one time the server answers them, with copy and download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('Copied'));
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    }
  };
  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([`Valik\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'valik-recovery-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        {t('Save these recovery codes somewhere safe. If you lose your phone, each code lets you log in once. They are shown only now.')}
      </Alert>
      <Box
        component="ul"
        // secrets: a session replay (text is not masked elsewhere) shows them as asterisks
        data-sentry-mask
        aria-label={t('Recovery codes')}
        data-testid="recovery-codes"
        sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' }, columnGap: 4, rowGap: 1, whiteSpace: 'nowrap', bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1.05rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void onCopy()}>
          {t('Copy')}
        </Button>
        <Button variant="outlined" onClick={onDownload}>
          {t('Download')}
        </Button>
      </Stack>
    </Stack>
  );
}
