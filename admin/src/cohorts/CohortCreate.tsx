import { Create, useGetIdentity } from 'react-admin';
import { CohortForm } from './CohortForm.tsx';

/** /manage/cohorts/new */
export default function CohortCreate() {
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return (
    <Create resource="cohorts" redirect="edit" title="resources.cohorts.pages.create">
      <CohortForm
        defaultValues={{
          status: 'DRAFT',
          online_class_times: [{ day: 1, hour: 17, minute: 0 }],
          online_lesson_length: 90,
          min_size: 5,
          size: 20,
          teacher_ids: [],
          user_creator_id: identity?.id,
        }}
      />
    </Create>
  );
}
