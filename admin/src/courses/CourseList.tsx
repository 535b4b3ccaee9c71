import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  useTranslate,
  TopToolbar,
} from 'react-admin';
import { categoryChoices, courseLanguageChoices, courseStatusChoices } from '../common/choices.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { EnumField, TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={courseStatusChoices} />,
  <SelectInput key="language" source="language" choices={courseLanguageChoices} />,
  <SelectInput key="category" source="category" choices={categoryChoices} label="resources.courses.fields.categories" />,
];

function CourseListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to="/courses/new" />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export function CourseList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  if (isSmall) {
    return (
      <List actions={<CourseListActions />} filters={filters} sort={{ field: 'name', order: 'ASC' }} error={<ListError />}>
        <SimpleList primaryText={(c) => c.name} secondaryText={(c) => translate(`valik.enums.course_status.${c.status}`)} tertiaryText={(c) => c.language} linkType="edit" />
      </List>
    );
  }
  return (
    <List actions={<CourseListActions />} filters={filters} sort={{ field: 'name', order: 'ASC' }} error={<ListError />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="status">
          <EnumField source="status" enumName="course_status" />
        </DataTable.Col>
        <DataTable.Col source="language">
          <EnumField source="language" enumName="course_language" />
        </DataTable.Col>
        <DataTable.Col source="updated_at">
          <TallinnDateField source="updated_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
