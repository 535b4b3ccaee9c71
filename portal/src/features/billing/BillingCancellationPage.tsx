// /user/billing/cancellation: what cancelling costs (spec §9) and where to do it. Pass cancellation
// arrives with the payments issue; unenrolling from a course is on My courses.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';

export default function BillingCancellationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('Cancellation')}</PageHeading>
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography sx={{ mb: 1 }}>{t('You get a full refund when you cancel a course up to 7 days after its start. After that there is no refund.')}</Typography>
          <Typography sx={{ mb: 1 }}>{t('A refund takes one working day or a week. A bank confirmation can take up to 2 working days.')}</Typography>
          <Typography sx={{ mb: 2 }}>{t('To cancel a course, open My courses and choose Unenrol: the refund you would get is shown before you confirm.')}</Typography>
          <Button variant="contained" component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>
        </CardContent>
      </Card>
    </>
  );
}
