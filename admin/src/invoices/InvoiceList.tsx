// Invoices in the console (issue 28 item 3): per invoice its buyer, status, total, the credit notes that take
// it back (number, amount, where the refund is: requested, sent, arrived), the PDFs and the e-invoices (UBL). A refund paid back by
// bank transfer (a school's) is moved on here by the admin who sent it; card and bank-link refunds move by
// the provider's own answers.
import { DataTable, List, SelectInput, SimpleList, TextInput, TopToolbar, useNotify, useRefresh, useTranslate, useDataProvider } from 'react-admin';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';
import { TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const euros = (cents: number) => new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

type RefundState = 'NONE' | 'REQUESTED' | 'SENT' | 'ARRIVED';

interface CreditNoteRecord {
  id: number;
  number: string;
  amount: number;
  refund_state: RefundState;
  pdf_url: string;
  ubl_url: string;
  by_transfer: boolean;
}

interface InvoiceRecord {
  id: number;
  number: string;
  kind: 'PERSONAL' | 'SCHOOL';
  status: 'UNPAID' | 'PAID' | 'CANCELED';
  amount: number;
  credited: number;
  buyer_name: string | null;
  pdf_url: string;
  ubl_url: string;
  credit_notes: CreditNoteRecord[];
}

const STATE_COLOR: Record<RefundState, 'default' | 'warning' | 'info' | 'success'> = { NONE: 'default', REQUESTED: 'warning', SENT: 'info', ARRIVED: 'success' };

function CreditNotes({ record }: { record: InvoiceRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (record.credit_notes.length === 0) return <Typography variant="body2" color="text.secondary">–</Typography>;
  const move = async (note: CreditNoteRecord, state: 'SENT' | 'ARRIVED') => {
    try {
      await dataProvider.creditNoteRefund(note.id, state);
      notify('valik.invoices.refund_recorded', { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Stack spacing={0.5}>
      {record.credit_notes.map((note) => (
        <Stack key={note.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link href={note.pdf_url} download>{note.number}</Link>
          <Link href={note.ubl_url} download aria-label={translate('valik.invoices.einvoice_of', { number: note.number })}>{translate('valik.invoices.einvoice')}</Link>
          <Typography variant="body2">−{euros(note.amount)}</Typography>
          <Chip size="small" color={STATE_COLOR[note.refund_state]} label={translate(`valik.invoices.refund_states.${note.refund_state}`)} />
          {note.by_transfer && note.refund_state === 'REQUESTED' && (
            <Button size="small" onClick={() => void move(note, 'SENT')}>{translate('valik.invoices.mark_sent')}</Button>
          )}
          {note.by_transfer && note.refund_state === 'SENT' && (
            <Button size="small" onClick={() => void move(note, 'ARRIVED')}>{translate('valik.invoices.mark_arrived')}</Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export function InvoiceList() {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const filters = [
    <TextInput key="q" source="q" label="valik.invoices.search" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={['UNPAID', 'PAID', 'CANCELED'].map((id) => ({ id, name: `valik.enums.invoice_status.${id}` }))}
    />,
    <SelectInput
      key="credited"
      source="credited"
      label="valik.invoices.credited_filter"
      choices={[{ id: 'true', name: 'valik.invoices.with_credit_notes' }, { id: 'false', name: 'valik.invoices.without_credit_notes' }]}
    />,
  ];
  const status = (r: InvoiceRecord) => translate(`valik.enums.invoice_status.${r.status}`);
  return (
    <List
      actions={<TopToolbar><ExportCsvButton /></TopToolbar>}
      filters={filters}
      sort={{ field: 'issued_at', order: 'DESC' }}
      perPage={50}
      error={<ListError />}
      title={translate('resources.invoices.name', { smart_count: 2 })}
    >
      {isSmall ? (
        <SimpleList<InvoiceRecord>
          primaryText={(r) => `${r.number} · ${r.buyer_name ?? ''}`}
          secondaryText={(r) => `${status(r)} · ${euros(r.amount)}${r.credited > 0 ? ` · ${translate('valik.invoices.credited', { amount: euros(r.credited) })}` : ''}`}
          tertiaryText={(r) => r.credit_notes.map((n) => `${n.number}: ${translate(`valik.invoices.refund_states.${n.refund_state}`)}`).join(', ')}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="number"
            disableSort
            render={(r: InvoiceRecord) => (
              <Stack direction="row" spacing={1}>
                <Link href={r.pdf_url} download>{r.number}</Link>
                <Link href={r.ubl_url} download aria-label={translate('valik.invoices.einvoice_of', { number: r.number })}>{translate('valik.invoices.einvoice')}</Link>
              </Stack>
            )}
          />
          <DataTable.Col source="buyer_name" disableSort />
          <DataTable.Col source="status" disableSort render={(r: InvoiceRecord) => status(r)} />
          <DataTable.Col source="amount" render={(r: InvoiceRecord) => euros(r.amount)} />
          <DataTable.Col source="credit_notes" disableSort render={(r: InvoiceRecord) => <CreditNotes record={r} />} />
          <DataTable.Col source="issued_at">
            <TallinnDateField source="issued_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
