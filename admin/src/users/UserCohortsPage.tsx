// /manage/users/{id}/cohorts: the user's registrations with participant status, payer and invoice state.
import { useParams } from 'react-router';
import { DataTable, useGetOne, useTranslate } from 'react-admin';
import { EnumField, InvoiceField, TallinnDateField } from '../common/fields.tsx';
import { ScopedList } from '../common/ScopedList.tsx';
import { AttentionField, CohortNameField, ParticipantStatusInput, ProgressField } from '../participants/participant-fields.tsx';

export default function UserCohortsPage() {
  const { id } = useParams();
  const userId = Number(id);
  const translate = useTranslate();
  const { data: user } = useGetOne('users', { id: userId });
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  return (
    <ScopedList
      resource="participants"
      filter={{ user_id: userId }}
      sort={{ field: 'cohort_start_date', order: 'DESC' }}
      perPage={50}
      storeKey={`user-${userId}-cohorts`}
      title={`${translate('resources.users.pages.cohorts')}${name ? `: ${name}` : ''}`}
      emptyText={translate('valik.participants.empty_user')}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="cohort_start_date" label={translate('resources.cohorts.name', { smart_count: 1 })}>
          <CohortNameField />
        </DataTable.Col>
        <DataTable.Col source="cohort_start_date" label={translate('resources.cohorts.fields.start_date')}>
          <TallinnDateField source="cohort_start_date" />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('valik.participants.status')}>
          <ParticipantStatusInput />
        </DataTable.Col>
        <DataTable.Col source="default_payer" label={translate('valik.participants.payer')} disableSort>
          <EnumField source="default_payer" enumName="payer" />
        </DataTable.Col>
        <DataTable.Col source="invoice_number" label={translate('valik.participants.invoice')} disableSort>
          <InvoiceField />
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
