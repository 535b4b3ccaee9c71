import { Create, useGetIdentity } from 'react-admin';
import { CourseForm } from './CourseForm.tsx';

/** /manage/courses/new */
export default function CourseCreate() {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return (
    <Create resource="courses" redirect="edit" title="resources.courses.pages.create">
      <CourseForm
        isNew
        defaultValues={{
          status: 'DRAFT',
          language: 'et',
          categories: [],
          learning_outcomes: ['', '', ''],
          testimonials: [],
          user_creator_id: identity?.id,
        }}
      />
    </Create>
  );
}
