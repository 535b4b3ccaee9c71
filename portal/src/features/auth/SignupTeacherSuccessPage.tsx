import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import { SuccessMessage } from '../success/SuccessMessage.tsx';

export default function SignupTeacherSuccessPage() {
  const { t } = useTranslation();
  return (
    <SuccessMessage
      title={t('Thank you for your application!')}
      text={t('We have received your application to teach at Valik and will contact you by e-mail. Meanwhile, please confirm your e-mail address with the link we sent you.')}
      actions={
        <Button variant="contained" href="/">
          {t('Go to the main page')}
        </Button>
      }
    />
  );
}
