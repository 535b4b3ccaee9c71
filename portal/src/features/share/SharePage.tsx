// /user/share: invite friends to the catalogue (copy the link or share it through the device's share sheet).
// Personal referral codes arrive with the payments issue (promotion codes).
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { toast } from '../toasts/toast-store.ts';

export default function SharePage() {
  const { t } = useTranslation();
  const link = `${window.location.origin}/courses`;
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('The link was copied.'));
    } catch {
      toast.error(t('Copy the link from the field.'));
    }
  };
  return (
    <>
      <PageHeading>{t('Invite friends')}</PageHeading>
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>{t('Know someone who would enjoy our courses? Send them the link to the course list.')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('Link')} value={link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            <Button variant="contained" onClick={() => void copy()}>{t('Copy')}</Button>
            {canShare && <Button variant="outlined" onClick={() => void navigator.share({ url: link, title: 'Valik' }).catch(() => undefined)}>{t('Share')}</Button>}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
