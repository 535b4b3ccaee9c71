import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from './SuccessMessage.tsx';

export default function SuccessSignupPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('Welcome to Valik!')}
      text={t('Your account is ready. Find a course that interests you and register for a cohort.')}
      actions={
        <>
          <Button variant="contained" href="/courses">
            {t('Browse courses')}
          </Button>
          <Button variant="outlined" component={PortalLink} href="/user/my-courses">
            {t('Go to my courses')}
          </Button>
        </>
      }
    />
  );
}
