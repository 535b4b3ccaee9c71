// Pieces of the registration lists (a cohort's students, a user's cohorts, a school's students): the
// fields, and the columns built from them, so a column reads and sorts the same on every list.
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { DataTable, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';
import { Link } from 'react-router';
import { cohortDisplayNameOrNull, formatDate, isResultStatus, PARTICIPANT_STATUSES, PAYERS } from '@valik/domain';
import { EnumField, InvoiceField, TallinnDateField } from '../common/fields.tsx';
import { TransferButton } from './TransferButton.tsx';

export function StudentNameField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box>
      <Link to={`/users/${record.user_id}`}>{`${record.first_name} ${record.last_name}`.trim() || record.email}</Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        {record.email}
      </Box>
    </Box>
  );
}

export function CohortNameField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box>
      <Link to={`/cohorts/${record.cohort_id}`}>{cohortDisplayNameOrNull(record.course_name, record.cohort_name)}</Link>
    </Box>
  );
}

/** The participant status, changed in place; the server writes the activity row. */
export function ParticipantStatusInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const label = translate('valik.participants.status_of', { name: `${record.first_name} ${record.last_name}`.trim() });
  // results from the cohort's last class week on, the API's rule (issue 18 item 1)
  const resultsOpen = record.results_open !== false;
  return (
    <TextField
      select
      size="small"
      value={record.status}
      disabled={isPending}
      helperText={resultsOpen ? undefined : translate('valik.participants.results_from', { date: formatDate(record.results_open_from as string) })}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 190 }}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => {
        const status = event.target.value;
        update(
          'participants',
          { id: record.id, data: { status }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('valik.participants.status_changed', { type: 'success' }),
            onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
          },
        );
      }}
    >
      {PARTICIPANT_STATUSES.map((status) => (
        <MenuItem key={status} value={status} disabled={!resultsOpen && isResultStatus(status)}>
          {translate(`valik.enums.participant_status.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ProgressField() {
  const record = useRecordContext();
  const value = record?.progress_percent;
  if (typeof value !== 'number') return <>–</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 100 }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1, height: 6, borderRadius: 3 }} aria-hidden />
      <span>{value}%</span>
    </Box>
  );
}

/** Classes attended of classes held (issue 29), apart from progress. */
export function AttendanceField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (typeof record?.classes_held !== 'number') return <>–</>;
  return <>{translate('valik.participants.attendance_of', { attended: record.classes_attended, held: record.classes_held })}</>;
}

/** The attention flag of product-spec §4: the course ended 3+ weeks ago without a result. */
export function AttentionField() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.needs_attention) return null;
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={translate('valik.participants.needs_attention')} />;
}

/**
 * The payer, changed in place through the server's payer-change rules (product-spec §4: refused for a
 * past cohort; the invoices follow, access closes a week later if one is left unpaid).
 */
export function PayerInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const label = translate('valik.participants.payer_of', { name: `${record.first_name} ${record.last_name}`.trim() });
  return (
    <TextField
      select
      size="small"
      value={record.default_payer}
      disabled={busy || record.status === 'CANCELED'}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 120 }}
      onClick={(event) => event.stopPropagation()}
      onChange={async (event) => {
        setBusy(true);
        try {
          await dataProvider.changePayer(record.id, event.target.value as 'SCHOOL' | 'STUDENT');
          notify('valik.participants.payer_changed', { type: 'success' });
          refresh();
        } catch (error) {
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {PAYERS.map((payer) => (
        <MenuItem key={payer} value={payer}>
          {translate(`valik.enums.payer.${payer}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const COLUMNS = {
  student: { source: 'last_name', label: 'valik.participants.student', field: <StudentNameField /> },
  cohort: { source: 'cohort_start_date', label: 'resources.cohorts.name', field: <CohortNameField /> },
  cohortStartDate: { source: 'cohort_start_date', label: 'resources.cohorts.fields.start_date', field: <TallinnDateField source="cohort_start_date" /> },
  statusInput: { source: 'status', label: 'valik.participants.status', field: <ParticipantStatusInput /> },
  result: { source: 'status', label: 'valik.participants.result', field: <EnumField source="status" enumName="participant_status" /> },
  payer: { source: 'default_payer', label: 'valik.participants.payer', field: <EnumField source="default_payer" enumName="payer" />, disableSort: true },
  payerInput: { source: 'default_payer', label: 'valik.participants.payer', field: <PayerInput />, disableSort: true },
  invoice: { source: 'invoice_number', label: 'valik.participants.invoice', field: <InvoiceField />, disableSort: true },
  registeredAt: { source: 'created_at', label: 'valik.participants.registered_at', field: <TallinnDateField source="created_at" /> },
  registeredAtTime: { source: 'created_at', label: 'valik.participants.registered_at', field: <TallinnDateField source="created_at" withTime /> },
  progress: { source: 'progress_percent', label: 'valik.participants.progress', field: <ProgressField /> },
  attendance: { source: 'classes_attended', label: 'valik.participants.attendance', field: <AttendanceField />, disableSort: true },
  attention: { source: 'needs_attention', label: 'valik.participants.attention', field: <AttentionField />, disableSort: true },
  // issue 29 item 3: move the registration to another cohort of the same course
  transfer: { source: 'cohort_id', label: 'valik.participants.transfer', field: <TransferButton />, disableSort: true },
} satisfies Record<string, { source: string; label: string; field: ReactElement; disableSort?: boolean }>;

export type ParticipantColumnName = keyof typeof COLUMNS;

function ParticipantColumn({ name }: { name: ParticipantColumnName }) {
  const translate = useTranslate();
  const column: { source: string; label: string; field: ReactElement; disableSort?: boolean } = COLUMNS[name];
  return (
    <DataTable.Col source={column.source} label={translate(column.label, { smart_count: 1 })} disableSort={column.disableSort ?? false}>
      {column.field}
    </DataTable.Col>
  );
}

/** The named columns, in this order, as the children of a registrations DataTable. */
export function participantColumns(...names: ParticipantColumnName[]): ReactElement[] {
  return names.map((name) => <ParticipantColumn key={name} name={name} />);
}
