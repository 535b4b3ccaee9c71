// The outbox (issue 25 item 2, ADR 024): /manage/outbox lists what the server still has to deliver after a
// commit — e-mails, refunds, jobs, syncs — pending, retrying or dead, with whom it concerns, attempts, the
// last error and the next attempt. "Retry now" makes an entry due at once (a dead one gets one more
// attempt); "Discard" (after a confirmation) drops it for good. Both are written to the activity log.
import ReplayIcon from '@mui/icons-material/Replay';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { breakAnywhere, nameCell } from '../common/cells.ts';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';
import { StackOnPhone } from '../common/StackOnPhone.tsx';

export interface OutboxRecord {
  id: number;
  kind: string;
  notice: string | null;
  status: 'PENDING' | 'RETRYING' | 'DEAD';
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

export const OUTBOX_STATES = ['PENDING', 'RETRYING', 'DEAD'] as const;
export const OUTBOX_KINDS = ['MAIL', 'REFUND', 'JOB', 'DISCORD_SYNC', 'LMS_SYNC', 'PASS_END', 'CHECKOUT_EXPIRE', 'FILE_DELETE'] as const;
const stateChoices = OUTBOX_STATES.map((id) => ({ id, name: `valik.outbox.states.${id}` }));
const filters = [<TextInput key="q" source="q" label="valik.outbox.search" alwaysOn sx={{ minWidth: 280 }} />, <SelectInput key="status" source="status" choices={stateChoices} alwaysOn label="valik.outbox.state" />];

/** What an entry is, in words: an e-mail names its notice, other kinds their kind. */
export function outboxWhat(r: Pick<OutboxRecord, 'kind' | 'notice'>, translate: (key: string, options?: object) => string): string {
  const kind = translate(`valik.outbox.kinds.${r.kind}`, { _: r.kind });
  return r.kind === 'MAIL' && r.notice ? `${kind}: ${translate(`valik.outbox.notices.${r.notice}`, { _: r.notice })}` : kind;
}

function StateChip() {
  const record = useRecordContext<OutboxRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const color = record.status === 'DEAD' ? 'error' : record.status === 'RETRYING' ? 'warning' : 'default';
  return <Chip size="small" color={color} label={translate(`valik.outbox.states.${record.status}`)} />;
}

function EntryActions() {
  const record = useRecordContext<OutboxRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const act = async (action: 'retry' | 'discard') => {
    setBusy(true);
    try {
      await dataProvider.outboxAction(record.id, action);
      notify(action === 'retry' ? 'valik.outbox.retried' : 'valik.outbox.discarded', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  // Icon buttons with their names as tooltips: eight columns share 1024 px in the console at 1280, and two
  // worded buttons took 163 of them in Russian. The button carries its name; the tooltip only describes its
  // holder (a <span>, so it still shows while the button is disabled), which may not carry a name (Nu checker).
  const retryLabel = translate('valik.outbox.retry');
  const discardLabel = translate('valik.outbox.discard');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={retryLabel} describeChild>
        <span>
          <IconButton aria-label={retryLabel} onClick={() => void act('retry')} disabled={busy} color="primary">
            <ReplayIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={discardLabel} describeChild>
        <span>
          <IconButton aria-label={discardLabel} onClick={() => setConfirming(true)} disabled={busy} color="error">
            <DeleteOutlineIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="valik.outbox.discard_title"
        content={translate('valik.outbox.discard_confirm', { what: outboxWhat(record, translate), who: record.user_name ?? record.user_email ?? '—' })}
        confirm="valik.outbox.discard"
        confirmColor="warning"
        onConfirm={() => void act('discard')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

export function OutboxList() {
  const translate = useTranslate();
  return (
    <List
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      error={<ListError />}
      empty={false}
    >
      <StackOnPhone>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="kind" disableSort render={(r: OutboxRecord) => outboxWhat(r, translate)} />
          <DataTable.Col source="status" disableSort>
            <StateChip />
          </DataTable.Col>
          <DataTable.Col source="user_name" disableSort cellSx={nameCell} render={(r: OutboxRecord) => r.user_name ?? r.user_email ?? '—'} />
          <DataTable.Col source="attempts" />
          <DataTable.Col source="last_error" disableSort cellSx={breakAnywhere} render={(r: OutboxRecord) => r.last_error ?? '—'} />
          <DataTable.Col source="next_attempt_at">
            <TallinnDateField source="next_attempt_at" withTime />
          </DataTable.Col>
          <DataTable.Col source="created_at" disableSort>
            <TallinnDateField source="created_at" withTime />
          </DataTable.Col>
          <DataTable.Col label={translate('valik.outbox.actions')} disableSort>
            <EntryActions />
          </DataTable.Col>
        </DataTable>
      </StackOnPhone>
    </List>
  );
}
