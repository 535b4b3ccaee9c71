// A list of invoices with their status, total (VAT included), what they are for and a PDF download link;
// used by the billing history on the profile and by the school's credits page. Under an invoice: its credit
// notes, each with where the money is (requested, sent, arrived), its PDF and its e-invoice (issue 28 items 3, 5).
import { useTranslation } from '../../i18n/react.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDate } from '@valik/domain';
import type { InvoiceDto } from '@valik/domain/contracts';
import { euros, invoiceStatusColor, invoiceStatusLabel, refundStateColor, refundStateLabel } from './invoice-labels.ts';

export function InvoiceList({ invoices }: { invoices: InvoiceDto[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('Invoices')}>
      {invoices.map((invoice) => {
        const what = invoice.lines.map((l) => l.description).filter(Boolean);
        return (
          <Box
            component="li"
            key={invoice.id}
            sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {invoice.number}
                </Typography>
                <Chip size="small" color={invoiceStatusColor(invoice.status)} label={invoiceStatusLabel(t, invoice.status)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {invoice.kind === 'SCHOOL'
                  ? t('Registrations: {{count}} ({{period}})', { count: invoice.lines.length, period: invoice.period ?? formatDate(invoice.issued_at) })
                  : what.join(', ') || t('Course seat')}
              </Typography>
              {invoice.kind === 'SCHOOL' && invoice.lines.length > 0 ? (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, my: 0.5 }} aria-label={t('Invoice lines')}>
                  {invoice.lines.map((line, i) => (
                    <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                      <strong>{line.description}</strong>
                      {line.detail ? ` · ${line.detail}` : ''}
                      {` · ${t('{{quantity}} × {{price}}', { quantity: line.quantity, price: euros(line.unit_price, i18n.language) })}`}
                    </Typography>
                  ))}
                </Box>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t('Reference number {{reference}}', { reference: invoice.reference_number })}
                {invoice.einvoice ? ` · ${t('E-invoice sent {{date}}', { date: formatDate(invoice.einvoice.delivered_at) })}` : ''}
              </Typography>
              {invoice.credit_notes.map((note) => (
                <Stack key={note.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                  <Typography variant="body2">
                    {t('Credit note {{number}}: −{{amount}}', { number: note.number, amount: euros(note.amount, i18n.language) })}
                  </Typography>
                  <Chip size="small" variant="outlined" color={refundStateColor(note.refund_state)} label={refundStateLabel(t, note.refund_state)} />
                  <Button component="a" href={note.pdf_url} download size="small" startIcon={<DownloadIcon />} aria-label={t('PDF – credit note {{number}}', { number: note.number })}>
                    {t('PDF')}
                  </Button>
                  <Button component="a" href={note.ubl_url} download size="small" startIcon={<DownloadIcon />} aria-label={t('E-invoice – credit note {{number}}', { number: note.number })}>
                    {t('E-invoice')}
                  </Button>
                </Stack>
              ))}
              <Typography variant="body2" color="text.secondary">
                {t('Issued {{date}}', { date: formatDate(invoice.issued_at) })}
                {invoice.status === 'UNPAID' && invoice.due_date ? ` · ${t('Due {{date}}', { date: formatDate(invoice.due_date) })}` : ''}
                {invoice.status === 'PAID' && invoice.paid_at ? ` · ${t('Paid {{date}}', { date: formatDate(invoice.paid_at) })}` : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: { sm: 'right' }, minWidth: 120 }}>
              <Typography sx={{ fontWeight: 700 }}>{euros(invoice.amount, i18n.language)}</Typography>
              {invoice.credited > 0 && (
                <Typography variant="body2" color="text.secondary">{t('Credited {{amount}}', { amount: euros(invoice.credited, i18n.language) })}</Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('incl. VAT {{rate}}% {{vat}}', { rate: invoice.vat_rate_percent, vat: euros(invoice.vat, i18n.language) })}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              <Button
                component="a"
                href={invoice.pdf_url}
                download
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                // the name starts with what the link shows (WCAG 2.5.3 Label in Name)
                aria-label={t('PDF – invoice {{number}}', { number: invoice.number })}
              >
                {t('PDF')}
              </Button>
              <Button
                component="a"
                href={invoice.ubl_url}
                download
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={t('E-invoice – invoice {{number}}', { number: invoice.number })}
              >
                {t('E-invoice')}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
