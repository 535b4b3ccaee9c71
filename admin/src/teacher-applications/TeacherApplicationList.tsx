// Teacher applications (/auth/signup-teacher): pending first, approved or rejected by an admin. The
// server's accounts functions make the applicant a teacher (or not) and e-mail them the decision.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Typography } from '@mui/material';
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
import { StackOnPhone } from '../common/StackOnPhone.tsx';

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
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1, minWidth: 140 }}>
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

/** Long text in a cell: at most three lines at a readable width; the whole text is in the row's details. */
const clamped = { maxWidth: 280, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** The applicant with their contacts under the name, so the table keeps its decision column in view at 1280 px. */
function Applicant({ a }: { a: Record<string, string> }) {
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${a.first_name} ${a.last_name}`}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {a.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {a.phone_number}
      </Typography>
    </Box>
  );
}

/** The whole application, opened from its row: what was cut short in the table. */
function ApplicationDetails() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, py: 1, maxWidth: 880 }}>
      <Typography variant="subtitle2" component="h2">{translate('valik.applications.courses')}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{record.courses}</Typography>
      <Typography variant="subtitle2" component="h2">{translate('valik.applications.about')}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{record.short_description}</Typography>
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
      <StackOnPhone>
        <DataTable bulkActionButtons={false} rowClick={false} expand={<ApplicationDetails />}>
          <DataTable.Col source="last_name" label={translate('valik.applications.applicant')} render={(a) => <Applicant a={a} />} />
          <DataTable.Col source="courses" label={translate('valik.applications.courses')} disableSort render={(a) => <Box sx={clamped}>{a.courses}</Box>} />
          <DataTable.Col source="short_description" label={translate('valik.applications.about')} disableSort render={(a) => <Box sx={clamped}>{a.short_description}</Box>} />
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
      </StackOnPhone>
    </List>
  );
}
