// A seat the student holds while paying (ADR 009): until when it is held and a way back to the payment, or
// that the bank is still confirming it. Shown on the registration page and in my courses.
import { useTranslation } from '../../i18n/react.tsx';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDate, formatTime, toTallinn } from '@valik/domain';
import type { OpenPaymentDto } from './registration-api.ts';

function formatDateTime(iso: string): string {
  const d = toTallinn(iso);
  return `${formatDate(iso)} ${formatTime(d.getHours(), d.getMinutes())}`;
}

export function OpenPaymentNotice({ payment, withCourse = false }: { payment: OpenPaymentDto; withCourse?: boolean }) {
  const { t } = useTranslation();
  // cohort names usually repeat the course's ("Robootika · kevad 2027"): name it once
  const title = payment.cohort_name.includes(payment.course_name) ? payment.cohort_name : `${payment.course_name} (${payment.cohort_name})`;
  const course = withCourse ? <strong>{title}: </strong> : null;
  if (payment.status === 'PROCESSING') {
    return (
      <Alert severity="info" role="status">
        {course}
        {t('Your bank is confirming the payment. This can take up to 2 working days; your seat is held until then and we e-mail you when it is done.')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="status"
      action={
        payment.url ? (
          <Button component="a" href={payment.url}>
            {t('Continue paying')}
          </Button>
        ) : undefined
      }
    >
      {course}
      {t('Your seat in this group is held until {{time}} while you pay.', { time: formatDateTime(payment.expires_at) })}
    </Alert>
  );
}
