import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { cohortDisplayName } from '@valik/domain';
import { cohortStatusChoices } from '../common/choices.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { BadgeField, EnumField, TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { formatDateTimeOrNull } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={cohortStatusChoices} />,
  <ReferenceInput key="course_id" source="course_id" reference="courses">
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="teacher_id" source="teacher_id" reference="users" filter={{ role: ['TEACHER'] }}>
    <AutocompleteInput label="resources.cohorts.fields.teachers" />
  </ReferenceInput>,
];

function CohortListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to="/cohorts/new" />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export function CohortList() {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <List actions={<CohortListActions />} filters={filters} sort={{ field: 'next_start', order: 'ASC' }} error={<ListError />}>
        <SimpleList
          primaryText={(c) => cohortDisplayName(c.course_name, c.name)}
          secondaryText={(c) => `${formatDateTimeOrNull(c.next_start) ?? ''} · ${translate(`valik.enums.cohort_status.${c.status}`)}`}
          tertiaryText={(c) => `${c.seats_taken}/${c.size}`}
          linkType="edit"
        />
      </List>
    );
  }
  return (
    // product-spec §9: cohorts are sorted by their next start time (the server computes it)
    <List actions={<CohortListActions />} filters={filters} sort={{ field: 'next_start', order: 'ASC' }} error={<ListError />}>
      {/* No bulk actions: deleting a cohort is not possible (product-spec §8). */}
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="course_name" label={translate('resources.cohorts.fields.course_id')} disableSort />
        <DataTable.Col source="status">
          <EnumField source="status" enumName="cohort_status" />
        </DataTable.Col>
        <DataTable.Col source="next_start" label={translate('resources.cohorts.fields.next_start')}>
          <TallinnDateField source="next_start" withTime />
        </DataTable.Col>
        <DataTable.Col
          source="teacher_names"
          label={translate('resources.cohorts.fields.teachers')}
          disableSort
          render={(cohort) => (cohort.teacher_names as string[] | undefined)?.join(', ') ?? ''}
        />
        <DataTable.Col
          source="seats_taken"
          label={translate('resources.cohorts.fields.seats')}
          disableSort
          render={(cohort) => `${cohort.seats_taken ?? '–'} / ${cohort.size ?? '–'}`}
        />
        <DataTable.Col source="badge" label={translate('resources.cohorts.fields.badge')} disableSort>
          <BadgeField />
        </DataTable.Col>
        <DataTable.Col
          label={translate('resources.cohorts.pages.students')}
          disableSort
          render={(cohort) => (
            <Link to={`/cohorts/${cohort.id}/students`} onClick={(e) => e.stopPropagation()}>
              {translate('valik.cohorts.students_link')}
            </Link>
          )}
        />
      </DataTable>
    </List>
  );
}
