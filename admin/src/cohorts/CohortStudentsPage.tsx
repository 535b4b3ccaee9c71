// /manage/cohorts/{id}/students: the registrations of a cohort with participant status changes
// (COMPLETED shows as 'Arvestatud', FAILED as 'Mittearvestatud'), payer, invoice number and state,
// registration time, progress and the attention flag. Each change is logged by the server.
import { useParams } from 'react-router';
import { DataTable, useGetOne, useTranslate } from 'react-admin';
import { InvoiceField, TallinnDateField } from '../common/fields.tsx';
import { ScopedList } from '../common/ScopedList.tsx';
import { AttentionField, ParticipantStatusInput, PayerInput, ProgressField, StudentNameField } from '../participants/participant-fields.tsx';

export default function CohortStudentsPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const cohortId = Number(id);
  const { data: cohort } = useGetOne('cohorts', { id: cohortId });
  const title = `${translate('resources.cohorts.pages.students')}${cohort ? `: ${cohort.name}` : ''}`;
  return (
    <ScopedList
      resource="participants"
      filter={{ cohort_id: cohortId }}
      sort={{ field: 'created_at', order: 'ASC' }}
      perPage={50}
      storeKey={`cohort-${cohortId}-students`}
      title={title}
      emptyText={translate('valik.participants.empty')}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="last_name" label={translate('valik.participants.student')}>
          <StudentNameField />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('valik.participants.status')}>
          <ParticipantStatusInput />
        </DataTable.Col>
        <DataTable.Col source="default_payer" label={translate('valik.participants.payer')} disableSort>
          <PayerInput />
        </DataTable.Col>
        <DataTable.Col source="invoice_number" label={translate('valik.participants.invoice')} disableSort>
          <InvoiceField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label={translate('valik.participants.registered_at')}>
          <TallinnDateField source="created_at" withTime />
        </DataTable.Col>
        <DataTable.Col source="progress_percent" label={translate('valik.participants.progress')}>
          <ProgressField />
        </DataTable.Col>
        <DataTable.Col source="needs_attention" label={translate('valik.participants.attention')} disableSort>
          <AttentionField />
        </DataTable.Col>
      </DataTable>
    </ScopedList>
  );
}
