// Teacher applications (/auth/signup-teacher): pending first, approved or rejected by an admin. The
// server's accounts functions make the applicant a teacher (or not) and e-mail them the decision.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  Confirm,
  TopToolbar,
} from 'react-admin';
import { useState } from 'react';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { EnumField, TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';

const statusChoices = ['PENDING', 'APPROVED', 'REJECTED'].map((id) => ({ id, name: `valik.enums.application_status.${id}` }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

function DecisionButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'PENDING') return null;
  const name = `${record.first_name} ${record.last_name}`.trim();
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await dataProvider.decideTeacherApplication(record.id, decision);
      notify(decision === 'approve' ? 'valik.applications.approved' : 'valik.applications.rejected', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button label="valik.applications.approve" onClick={() => setPending('approve')} disabled={busy} variant="outlined" color="success">
        <CheckIcon />
      </Button>
      <Button label="valik.applications.reject" onClick={() => setPending('reject')} disabled={busy} variant="outlined" color="error">
        <CloseIcon />
      </Button>
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={pending === 'approve' ? 'valik.applications.approve_title' : 'valik.applications.reject_title'}
        content={translate(pending === 'approve' ? 'valik.applications.approve_confirm' : 'valik.applications.reject_confirm', { name })}
        onConfirm={() => pending && decide(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

export function TeacherApplicationList() {
  const translate = useTranslate();
  return (
    <List
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      error={<ListError />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="last_name" label={translate('resources.teacher_applications.fields.last_name')} render={(a) => `${a.first_name} ${a.last_name}`} />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="phone_number" disableSort />
        <DataTable.Col source="courses" label={translate('valik.applications.courses')} disableSort />
        <DataTable.Col source="short_description" label={translate('valik.applications.about')} disableSort />
        <DataTable.Col source="status">
          <EnumField source="status" enumName="application_status" />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <TallinnDateField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label={translate('valik.applications.decision')} disableSort>
          <DecisionButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
