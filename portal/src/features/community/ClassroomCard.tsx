// The profile's classroom card (issue 14 item 5), for students.
import { useTranslation } from '../../i18n/react.tsx';
import { Section } from '../profile/Section.tsx';
import { ClassroomEmailForm } from './ClassroomEmailForm.tsx';

export function ClassroomCard() {
  const { t } = useTranslation();
  return (
    <Section id="classroom" title={t('Google Classroom')} description={t('Your groups’ materials and assignments are in Google Classroom. Give the Gmail address you joined with, and we check that you are in each course.')}>
      <ClassroomEmailForm />
    </Section>
  );
}
