import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from './SuccessMessage.tsx';

export default function SuccessSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('Thank you for subscribing!')}
      text={t('We have received your subscription. You will find its details on your profile page.')}
      actions={
        <>
          <Button variant="contained" href="/courses">
            {t('Browse courses')}
          </Button>
          <Button variant="outlined" component={PortalLink} href="/user/profile">
            {t('Go to my profile')}
          </Button>
        </>
      }
    />
  );
}
