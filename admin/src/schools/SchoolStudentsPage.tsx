// /manage/schools/{id}/students: the school's students and their registrations with results.
import { useCallback, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { EnumField } from '../common/fields.tsx';
import { ScopedList } from '../common/ScopedList.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { participantColumns } from '../participants/participant-fields.tsx';
import { SchoolTabs } from './SchoolTabs.tsx';

/** Calls `onSettled` once the list around it is no longer waiting for its first page (or has failed). */
function Settled({ onSettled }: { onSettled: () => void }) {
  const { isPending } = useListContext();
  useEffect(() => {
    if (!isPending) onSettled();
  }, [isPending, onSettled]);
  return null;
}

export default function SchoolStudentsPage() {
  const schoolId = useRouteId();
  const translate = useTranslate();
  // The registrations are asked for at once but shown once the students have come: shown at once, they were
  // pushed down the page (~370 px) as the students' rows arrived above them.
  const [studentsDrawn, setStudentsDrawn] = useState(false);
  const onStudentsSettled = useCallback(() => setStudentsDrawn(true), []);
  return (
    <Box>
      <SchoolTabs schoolId={schoolId}>
        <ScopedList heading="valik.schools.students_heading" resource="users" filter={{ school_id: schoolId }} sort={{ field: 'last_name', order: 'ASC' }} storeKey={`school-${schoolId}-users`} emptyText="valik.schools.no_students" rowClick="edit" notice={<Settled onSettled={onStudentsSettled} />}>
          <DataTable.Col source="last_name" label={translate('resources.users.fields.name')} render={(u) => `${u.first_name} ${u.last_name}`.trim()} />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <EnumField source="role" enumName="role" />
          </DataTable.Col>
          <DataTable.Col source="registration_count" label={translate('valik.schools.registrations')} disableSort />
        </ScopedList>
        <Box sx={{ pt: 1, visibility: studentsDrawn ? undefined : 'hidden' }}>
          <ScopedList heading="valik.schools.registrations_heading" resource="participants" filter={{ school_id: schoolId }} sort={{ field: 'cohort_start_date', order: 'DESC' }} storeKey={`school-${schoolId}-participants`} emptyText="valik.participants.empty">
            {participantColumns('student', 'cohort', 'result', 'payer', 'invoice', 'registeredAt', 'attendance')}
          </ScopedList>
        </Box>
      </SchoolTabs>
    </Box>
  );
}
