import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Chip } from '@mui/material';
import { Link } from 'react-router';
import { cohortDisplayName } from '@valik/domain';
import { TeacherList, type TeacherListProps } from '@valik/ui/person-photo';
import { cohortStatusChoices, reviewStatusChoices } from '../common/choices.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { BadgeField, EnumField, TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { formatDateTimeOrNull } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={cohortStatusChoices} />,
  // teachers' proposals by their review (issue 29 item 6)
  <SelectInput key="review_status" source="review_status" label="resources.cohorts.fields.review_status" choices={reviewStatusChoices} />,
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

function ReviewChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || (record.review_status !== 'IN_REVIEW' && record.review_status !== 'SENT_BACK')) return null;
  return (
    <Chip
      size="small"
      sx={{ ml: 1 }}
      color={record.review_status === 'IN_REVIEW' ? 'warning' : 'default'}
      label={translate(`valik.enums.review_status.${record.review_status}`)}
    />
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
          secondaryText={(c) =>
            `${formatDateTimeOrNull(c.next_start) ?? ''} · ${translate(`valik.enums.cohort_status.${c.status}`)}${c.review_status === 'IN_REVIEW' || c.review_status === 'SENT_BACK' ? ` · ${translate(`valik.enums.review_status.${c.review_status}`)}` : ''}`
          }
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
          {/* a teacher's proposal awaiting approval or sent back says so beside its status */}
          <ReviewChip />
        </DataTable.Col>
        <DataTable.Col source="next_start" label={translate('resources.cohorts.fields.next_start')}>
          <TallinnDateField source="next_start" withTime />
        </DataTable.Col>
        <DataTable.Col
          source="teacher_names"
          label={translate('resources.cohorts.fields.teachers')}
          disableSort
          // each teacher with their photo (issue 30), as the site and the portal show them
          render={(cohort) => <TeacherList teachers={(cohort.teachers as TeacherListProps['teachers'] | undefined) ?? []} />}
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
