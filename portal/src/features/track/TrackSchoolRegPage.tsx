// /user/track/school-reg: landing after a registration paid by the school (no login required).
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from '../success/SuccessMessage.tsx';

export default function TrackSchoolRegPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('Your school pays for the course')}
      text={t('Your registration is on your school’s invoice. You find the course, its class times and links under My courses.')}
      actions={<Button variant="contained" component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>}
    />
  );
}
