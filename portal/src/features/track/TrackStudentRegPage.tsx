// /user/track/student-reg: landing after a registration the student pays for (no login required).
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SuccessMessage } from '../success/SuccessMessage.tsx';

export default function TrackStudentRegPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('You are registered!')}
      text={t('Your invoice should be paid at least 3 days before the course starts. You find it under My courses.')}
      actions={<Button variant="contained" component={PortalLink} href="/user/my-courses">{t('Go to my courses')}</Button>}
    />
  );
}
