import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  Button,
  CreateBase,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { schoolFormSchema } from '@valik/domain';
import { payerChoices } from '../common/choices.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { EnumField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { SaveOnlyToolbar } from '../common/form-layout.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsSmall } from '../common/useIsSmall.ts';
import { SchoolDataInputs } from './SchoolForm.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="country" source="country" />,
  <SelectInput key="default_payer" source="default_payer" choices={payerChoices} />,
];

/** The spec has no page for a new school; it is a dialog over the list. */
function CreateSchoolButton() {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Button label="ra.action.create" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="create-school-title">
        <DialogTitle id="create-school-title">{translate('valik.schools.new')}</DialogTitle>
        <DialogContent>
          <CreateBase resource="schools" redirect={(_resource, id) => `/schools/${id}/conditions`}>
            <SimpleForm noValidate
              resolver={zodResolver(schoolFormSchema, undefined, { raw: true })}
              defaultValues={{ country: 'EE', default_payer: 'STUDENT', prepaid_student_seats: 0 }}
              toolbar={<SaveOnlyToolbar />}
            >
              <SchoolDataInputs />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}

function SchoolListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateSchoolButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

// The spec has no page for one school: a row leads to its students.
export function SchoolList() {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <List actions={<SchoolListActions />} filters={filters} sort={{ field: 'name', order: 'ASC' }} error={<ListError />}>
        <SimpleList primaryText={(s) => s.name} secondaryText={(s) => `${s.country} · ${translate(`valik.enums.payer.${s.default_payer}`)}`} linkType={(s) => `/schools/${s.id}/students`} />
      </List>
    );
  }
  return (
    <List actions={<SchoolListActions />} filters={filters} sort={{ field: 'name', order: 'ASC' }} error={<ListError />}>
      <DataTable rowClick={(id) => `/schools/${id}/students`} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="country" />
        <DataTable.Col source="default_payer">
          <EnumField source="default_payer" enumName="payer" />
        </DataTable.Col>
        <DataTable.Col source="prepaid_student_seats" />
        <DataTable.Col source="student_count" label={translate('valik.schools.student_count')} disableSort />
      </DataTable>
    </List>
  );
}
