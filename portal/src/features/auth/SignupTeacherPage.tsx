// /auth/signup-teacher: the teacher application. Every field is required ('Please fill in all
// fields', product-spec §5); it makes an account and an application admins approve or reject.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VALIDATION_MESSAGES, teacherApplicationSchema } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { v1 } from '../../lib/http.ts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { SignupForm } from './SignupForm.tsx';
import { useSignupForm } from './use-signup-form.ts';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  emailConfirm: '',
  phoneNumber: '',
  shortDescription: '',
  courses: '',
  password: '',
  passwordConfirm: '',
};

export default function SignupTeacherPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSignupForm({
    empty: EMPTY,
    idPrefix: 'teacher',
    schema: teacherApplicationSchema,
    formLevelMessage: VALIDATION_MESSAGES.fillAllFields,
    send: async (data) => {
      await v1.auth['signup-teacher'].$post({
        json: {
        first_name: data.firstName,
        last_name: data.lastName,
        email: data.email,
        email_confirm: data.emailConfirm,
        phone_number: data.phoneNumber,
        short_description: data.shortDescription,
        courses: data.courses,
        password: data.password,
        password_confirm: data.passwordConfirm,
        terms: true,
        },
      });
      await navigate('/auth/signup-teacher-success');
    },
  });
  const { field } = form;

  return (
    <>
      <PageHeading>{t('Apply to teach')}</PageHeading>
      <Typography sx={{ mb: 3 }}>
        {t('Tell us about yourself and the courses you could teach. We will review your application and answer by e-mail.')}
      </Typography>
      <SignupForm
        form={form}
        label={t('Apply to teach')}
        submitLabels={{ idle: t('Send application'), busy: t('Sending…') }}
        fields={
          <>
            <TextField {...field('phoneNumber', t('Phone'), { type: 'tel', autoComplete: 'tel' })} />
            <TextField {...field('shortDescription', t('Short description of yourself'), { multiline: true, minRows: 3 })} />
            <TextField {...field('courses', t('Courses you could teach'), { multiline: true, minRows: 2 })} />
          </>
        }
      />
      <Link component={PortalLink} href="/auth/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('Back to log in')}
      </Link>
    </>
  );
}
