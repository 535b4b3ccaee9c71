// Gift cards (ADR 010): /manage/gift_cards lists the prepaid codes (code, value, who redeemed it) and issues
// a new one with a value in euros; the API draws the code. A card is redeemed once by a student on an unpaid
// invoice, so there is nothing to edit or delete here.
import { useState, type FormEvent } from 'react';
import { DataTable, List, SimpleList, TopToolbar, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { TallinnDateField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';

const euros = (cents: number) => new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Euros as typed (`25`, `25,50`, `25.5`) → cents, or null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const normal = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

function IssueGiftCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ code: string; value: number } | null>(null);
  const [create, { isPending }] = useCreate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseEuros(value);
    if (cents === null || cents < 100) {
      setError(translate('valik.gift_cards.value_invalid'));
      return;
    }
    setError(null);
    void create(
      'gift_cards',
      { data: { value: cents } },
      {
        onSuccess: (record: { code: string; value: number }) => {
          setIssued({ code: record.code, value: record.value });
          setValue('');
          refresh();
        },
        onError: (err) => notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ p: 2 }} aria-label={translate('valik.gift_cards.issue')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('valik.gift_cards.issue')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={translate('valik.gift_cards.value_label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error !== null}
          helperText={error ?? translate('valik.gift_cards.value_help')}
          inputMode="decimal"
          size="small"
          sx={{ minWidth: 200 }}
        />
        <Button type="submit" variant="contained" disabled={isPending}>{translate('valik.gift_cards.issue_button')}</Button>
      </Stack>
      {issued && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {translate('valik.gift_cards.issued', { value: euros(issued.value) })} <strong data-testid="gift-card-code">{issued.code}</strong>
        </Alert>
      )}
    </Box>
  );
}

interface GiftCardRecord {
  id: number;
  code: string;
  value: number;
  redeemed: boolean;
  redeemed_by_name: string | null;
}

export function GiftCardList() {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const state = (r: GiftCardRecord) =>
    r.redeemed ? `${translate('valik.gift_cards.redeemed')}${r.redeemed_by_name ? ` · ${r.redeemed_by_name}` : ''}` : translate('valik.gift_cards.unused');
  return (
    <List
      actions={<TopToolbar><ExportCsvButton /></TopToolbar>}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={50}
      error={<ListError />}
      empty={false}
      title={translate('resources.gift_cards.name', { smart_count: 2 })}
    >
      <IssueGiftCard />
      {isSmall ? (
        <SimpleList<GiftCardRecord> primaryText={(r) => r.code} secondaryText={(r) => euros(r.value)} tertiaryText={state} linkType={false} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="code" disableSort />
          <DataTable.Col source="value" render={(r: { value: number }) => euros(r.value)} />
          <DataTable.Col
            source="redeemed"
            disableSort
            render={(r: GiftCardRecord) => <Chip size="small" color={r.redeemed ? 'success' : 'default'} variant={r.redeemed ? 'filled' : 'outlined'} label={state(r)} />}
          />
          <DataTable.Col source="created_at">
            <TallinnDateField source="created_at" withTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
