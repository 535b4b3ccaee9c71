import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from './SuccessMessage.tsx';

export default function SuccessCourseRegistrationPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('You are registered!')}
      text={t('Thank you for registering. You will find the course under My courses.')}
      actions={
        <Button variant="contained" component={PortalLink} href="/user/my-courses">
          {t('Go to my courses')}
        </Button>
      }
    />
  );
}
