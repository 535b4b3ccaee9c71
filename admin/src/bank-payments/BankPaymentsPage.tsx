// /manage/bank_payments (issue 28 item 4): an admin marks invoices paid from the bank. They upload the
// bank statement (camt.053 XML or CSV) or paste a list; the preview shows every incoming payment with the
// invoice its reference number names and whether it matches; after a confirmation the matched invoices are
// marked paid (the server records each in the activity log).
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Confirm, Title, useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { formatEuros, toLang } from '@valik/domain';
import { FilePickButton } from '@valik/ui/file-pick';
import type { BankPaymentMatch, ConsoleDataProvider } from '../providers/data-provider.ts';

const OUTCOME_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error'> = {
  MATCHED: 'success',
  PAID: 'success',
  ALREADY_PAID: 'default',
  CANCELED: 'default',
  AMOUNT_DIFFERS: 'warning',
  UNKNOWN_REFERENCE: 'error',
  NO_REFERENCE: 'error',
};

export function BankPaymentsPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<BankPaymentMatch[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const euros = (cents: number) => formatEuros(cents, toLang(locale) ?? 'et');
  const matched = matches?.filter((m) => m.outcome === 'MATCHED') ?? [];

  const run = async (action: 'preview' | 'apply') => {
    setBusy(true);
    setError(null);
    try {
      const found = await dataProvider.bankPayments(action, text);
      setMatches(found);
      if (action === 'apply') notify('valik.bank_payments.applied', { type: 'success', messageArgs: { smart_count: found.filter((m) => m.outcome === 'PAID').length } });
    } catch (e) {
      setError((e as Error).message || translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const onFile = async (file: File) => {
    setText(await file.text());
    setMatches(null);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={translate('valik.bank_payments.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('valik.bank_payments.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('valik.bank_payments.intro')}</Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={2}>
            <Box>
              <FilePickButton variant="outlined" startIcon={<UploadFileIcon />} accept=".xml,.csv,.txt,text/xml,application/xml,text/csv,text/plain" inputLabel={translate('valik.bank_payments.file')} onPick={(file) => void onFile(file)}>
                {translate('valik.bank_payments.file')}
              </FilePickButton>
            </Box>
            <TextField
              label={translate('valik.bank_payments.paste')}
              helperText={translate('valik.bank_payments.paste_help')}
              multiline
              minRows={4}
              maxRows={14}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setMatches(null);
              }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" disabled={busy || !text.trim()} onClick={() => void run('preview')}>
                {translate('valik.bank_payments.preview')}
              </Button>
              <Button variant="contained" color="success" disabled={busy || matched.length === 0} onClick={() => setConfirming(true)}>
                {translate('valik.bank_payments.apply', { smart_count: matched.length })}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {matches && matches.length === 0 ? <Alert severity="info">{translate('valik.bank_payments.none')}</Alert> : null}
      {matches && matches.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('valik.bank_payments.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('valik.bank_payments.columns.reference')}</TableCell>
                {/* the result second, so a phone shows it without scrolling sideways */}
                <TableCell>{translate('valik.bank_payments.columns.outcome')}</TableCell>
                <TableCell align="right">{translate('valik.bank_payments.columns.amount')}</TableCell>
                <TableCell>{translate('valik.bank_payments.columns.payer')}</TableCell>
                <TableCell>{translate('valik.bank_payments.columns.invoice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matches.map((m, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{m.reference ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" color={OUTCOME_COLOR[m.outcome] ?? 'default'} label={translate(`valik.bank_payments.outcomes.${m.outcome}`)} />
                  </TableCell>
                  <TableCell align="right">{euros(m.amount)}</TableCell>
                  <TableCell>{m.payer ?? m.source}</TableCell>
                  <TableCell>{m.invoice ? `${m.invoice.number} (${euros(m.invoice.amount)})` : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="valik.bank_payments.apply_title"
        content={translate('valik.bank_payments.apply_confirm', { smart_count: matched.length })}
        confirm="valik.bank_payments.confirm"
        onConfirm={() => void run('apply')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
