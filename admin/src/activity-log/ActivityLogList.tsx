// The activity log (product-spec §4's 17 types), newest first, filterable by type, the user it
// concerns, the actor, cohort, school and date.
import {
  AutocompleteInput,
  DataTable,
  FilterButton,
  List,
  ReferenceInput,
  SelectArrayInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { breakAnywhere } from '../common/cells.ts';
import { activityTypeChoices } from '../common/choices.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { EnumField, TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { TallinnDateInput } from '../common/TallinnDateInput.tsx';
import { StackOnPhone } from '../common/StackOnPhone.tsx';

const filters = [
  <SelectArrayInput key="type" source="type" choices={activityTypeChoices} alwaysOn sx={{ minWidth: 220 }} />,
  <ReferenceInput key="user_id" source="user_id" reference="users">
    <AutocompleteInput label="resources.activity_log.fields.user_id" />
  </ReferenceInput>,
  <ReferenceInput key="actor_user_id" source="actor_user_id" reference="users">
    <AutocompleteInput label="resources.activity_log.fields.actor_user_id" />
  </ReferenceInput>,
  <ReferenceInput key="cohort_id" source="cohort_id" reference="cohorts">
    <AutocompleteInput label="resources.activity_log.fields.cohort_id" />
  </ReferenceInput>,
  <ReferenceInput key="school_id" source="school_id" reference="schools">
    <AutocompleteInput label="resources.activity_log.fields.school_id" />
  </ReferenceInput>,
  <TallinnDateInput key="created_gte" source="created_gte" label="valik.activity.from" />,
  <TallinnDateInput key="created_lte" source="created_lte" label="valik.activity.to" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export function ActivityLogList() {
  const translate = useTranslate();
  return (
    <List actions={<Actions />} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={50} error={<ListError />}>
      <StackOnPhone>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="created_at">
            <TallinnDateField source="created_at" withTime />
          </DataTable.Col>
          <DataTable.Col source="type">
            <EnumField source="type" enumName="activity_type" />
          </DataTable.Col>
          <DataTable.Col source="user_name" label={translate('resources.activity_log.fields.user_id')} disableSort />
          <DataTable.Col source="actor_name" label={translate('resources.activity_log.fields.actor_user_id')} disableSort render={(r) => r.actor_name ?? translate('valik.activity.system')} />
          <DataTable.Col source="cohort_name" label={translate('resources.activity_log.fields.cohort_id')} disableSort />
          <DataTable.Col source="school_name" label={translate('resources.activity_log.fields.school_id')} disableSort />
          <DataTable.Col source="notes" disableSort cellSx={breakAnywhere} render={(r) => activityNotes(r, translate)} />
        </DataTable>
      </StackOnPhone>
    </List>
  );
}

/**
 * The notes of an entry in the admin's language: a status change is told from its metadata with the
 * glossary's words ("Käimas → Arvestatud"), never as codes ("COMPLETED → FAILED"; issue 18 item 12).
 */
export function activityNotes(
  entry: { type?: unknown; notes?: unknown; metadata?: Record<string, unknown> | null },
  translate: (key: string) => string,
): string {
  const meta = entry.metadata ?? {};
  if (entry.type === 'COHORT_PARTICIPANT_STATUS_CHANGE' && typeof meta.from === 'string' && typeof meta.to === 'string') {
    return `${translate(`valik.enums.participant_status.${meta.from}`)} → ${translate(`valik.enums.participant_status.${meta.to}`)}`;
  }
  return typeof entry.notes === 'string' ? entry.notes : '';
}
