// /user/payment-plan: the student's pass (subscription) or, without one, how they pay: per course by invoice
// or through their school. Buying and managing passes arrives with the payments issue.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/api/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { useSession } from '../session/use-session.ts';

export default function PaymentPlanPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const sub = user?.subscription ?? null;
  return (
    <>
      <PageHeading>{t('Payment plan')}</PageHeading>
      <Card variant="outlined" sx={{ maxWidth: 640, mb: 2 }}>
        <CardContent>
          {sub ? (
            <>
              <Typography variant="h2" sx={{ mb: 1 }}>{sub.type === 'MULTI_PASS' ? t('Multi pass') : t('Single pass')}</Typography>
              <Typography>{t('Since {{date}}', { date: formatDate(sub.created_at) })}</Typography>
              {sub.pause_collection && <Alert severity="info" sx={{ mt: 1 }}>{t('Your pass is paused.')}</Alert>}
            </>
          ) : (
            <>
              <Typography variant="h2" sx={{ mb: 1 }}>{t('No pass')}</Typography>
              <Typography>
                {user?.school_name
                  ? t('You pay per course by invoice, or your school ({{school}}) pays when its conditions allow.', { school: user.school_name })
                  : t('You pay per course by invoice.')}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
      <Alert severity="info" sx={{ maxWidth: 640 }} action={<Button component={PortalLink} href="/user/my-courses">{t('My courses')}</Button>}>
        {t('Buying and managing passes online is not available yet. Your invoices are listed under My courses.')}
      </Alert>
    </>
  );
}
