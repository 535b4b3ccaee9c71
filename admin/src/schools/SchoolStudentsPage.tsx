// /manage/schools/{id}/students: the school's students and their registrations with results.
import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { DataTable, useTranslate } from 'react-admin';
import { EnumField, InvoiceField, TallinnDateField } from '../common/fields.tsx';
import { ScopedList } from '../common/ScopedList.tsx';
import { CohortNameField, StudentNameField } from '../participants/participant-fields.tsx';
import { SchoolTabs } from './SchoolTabs.tsx';

export default function SchoolStudentsPage() {
  const { id } = useParams();
  const schoolId = Number(id);
  const translate = useTranslate();
  return (
    <Box>
      <SchoolTabs schoolId={schoolId} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('valik.schools.students_heading')}
      </Typography>
      <ScopedList
        resource="users"
        filter={{ school_id: schoolId }}
        sort={{ field: 'last_name', order: 'ASC' }}
        storeKey={`school-${schoolId}-users`}
        emptyText={translate('valik.schools.no_students')}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="last_name" label={translate('resources.users.fields.name')} render={(u) => `${u.first_name} ${u.last_name}`.trim()} />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <EnumField source="role" enumName="role" />
          </DataTable.Col>
          <DataTable.Col source="registration_count" label={translate('valik.schools.registrations')} disableSort />
        </DataTable>
      </ScopedList>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('valik.schools.registrations_heading')}
      </Typography>
      <ScopedList
        resource="participants"
        filter={{ school_id: schoolId }}
        sort={{ field: 'cohort_start_date', order: 'DESC' }}
        storeKey={`school-${schoolId}-participants`}
        emptyText={translate('valik.participants.empty')}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="last_name" label={translate('valik.participants.student')}>
            <StudentNameField />
          </DataTable.Col>
          <DataTable.Col source="cohort_start_date" label={translate('resources.cohorts.name', { smart_count: 1 })}>
            <CohortNameField />
          </DataTable.Col>
          <DataTable.Col source="status" label={translate('valik.participants.result')}>
            <EnumField source="status" enumName="participant_status" />
          </DataTable.Col>
          <DataTable.Col source="default_payer" label={translate('valik.participants.payer')} disableSort>
            <EnumField source="default_payer" enumName="payer" />
          </DataTable.Col>
          <DataTable.Col source="invoice_number" label={translate('valik.participants.invoice')} disableSort>
            <InvoiceField />
          </DataTable.Col>
          <DataTable.Col source="created_at" label={translate('valik.participants.registered_at')}>
            <TallinnDateField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </ScopedList>
    </Box>
  );
}
