// Pieces of the registration lists (a cohort's students, a user's cohorts, a school's students): the
// fields, and the columns built from them, so a column reads and sorts the same on every list.
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Chip, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { DataTable, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';
import { Link } from 'react-router';
import { cohortDisplayNameOrNull, formatDate, isResultStatus, PARTICIPANT_STATUSES, PAYERS } from '@valik/domain';
import { EnumField, InvoiceField, TallinnDateField } from '../common/fields.tsx';
import { TransferButton } from './TransferButton.tsx';

/** An e-mail address that, where it must wrap, wraps after its '@' or a '.', never inside a word. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

/**
 * The student's name (a link to the user) and e-mail; with `withAttention`, the attention flag under them, so
 * a list with many columns does not spend one on a flag most rows leave empty.
 */
export function StudentNameField({ withAttention = false }: { withAttention?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 130, maxWidth: 220 }}>
      <Link to={`/users/${record.user_id}`}>{`${record.first_name} ${record.last_name}`.trim() || record.email}</Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'break-word' }}>
        <EmailText email={String(record.email ?? '')} />
      </Box>
      {withAttention && (
        <Box sx={{ mt: 0.5 }}>
          <AttentionField />
        </Box>
      )}
    </Box>
  );
}

/** The cohort, named with its course (a link to it); with `withAttention`, the attention flag under it. */
export function CohortNameField({ withAttention = false }: { withAttention?: boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 140 }}>
      <Link to={`/cohorts/${record.cohort_id}`}>{cohortDisplayNameOrNull(record.course_name, record.cohort_name)}</Link>
      {withAttention && (
        <Box sx={{ mt: 0.5 }}>
          <AttentionField />
        </Box>
      )}
    </Box>
  );
}

/**
 * The participant status, changed in place; the server writes the activity row. Without `resultsHint` the
 * date results open from is not repeated under each row (a cohort's list says it once, ResultsOpenNotice).
 */
export function ParticipantStatusInput({ resultsHint = true }: { resultsHint?: boolean }) {
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
      helperText={resultsOpen || !resultsHint ? undefined : translate('valik.participants.results_from', { date: formatDate(record.results_open_from as string) })}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 170 }}
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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 64 }}>
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

/** The payer (changed in place when `editable`), with the registration's invoice under it: the invoice follows the payer. */
export function PayerAndInvoiceField({ editable }: { editable: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}>
      <div>{editable ? <PayerInput /> : <EnumField source="default_payer" enumName="payer" />}</div>
      <div>
        <InvoiceField />
      </div>
    </Box>
  );
}

/**
 * A cohort's list says once, above its rows, from when results can be set (the same date for every row of
 * one cohort), instead of under every status.
 */
export function ResultsOpenNotice() {
  const { data } = useListContext();
  const translate = useTranslate();
  const first = data?.[0];
  if (!first || first.results_open !== false || typeof first.results_open_from !== 'string') return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      {translate('valik.participants.results_from', { date: formatDate(first.results_open_from) })}
    </Alert>
  );
}

const COLUMNS = {
  student: { source: 'last_name', label: 'valik.participants.student', field: <StudentNameField /> },
  studentWithAttention: { source: 'last_name', label: 'valik.participants.student', field: <StudentNameField withAttention /> },
  cohort: { source: 'cohort_start_date', label: 'resources.cohorts.name', field: <CohortNameField /> },
  cohortWithAttention: { source: 'cohort_start_date', label: 'resources.cohorts.name', field: <CohortNameField withAttention /> },
  cohortStartDate: { source: 'cohort_start_date', label: 'resources.cohorts.fields.start_date', field: <TallinnDateField source="cohort_start_date" /> },
  statusInput: { source: 'status', label: 'valik.participants.status', field: <ParticipantStatusInput /> },
  statusInputOneCohort: { source: 'status', label: 'valik.participants.status', field: <ParticipantStatusInput resultsHint={false} /> },
  result: { source: 'status', label: 'valik.participants.result', field: <EnumField source="status" enumName="participant_status" /> },
  payer: { source: 'default_payer', label: 'valik.participants.payer', field: <EnumField source="default_payer" enumName="payer" />, disableSort: true },
  payerInput: { source: 'default_payer', label: 'valik.participants.payer', field: <PayerInput />, disableSort: true },
  payerInputAndInvoice: { source: 'default_payer', label: 'valik.participants.payer_and_invoice', field: <PayerAndInvoiceField editable />, disableSort: true },
  payerAndInvoice: { source: 'default_payer', label: 'valik.participants.payer_and_invoice', field: <PayerAndInvoiceField editable={false} />, disableSort: true },
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
