// "My billing" on /user/profile (product-spec §2, issue 28 item 1): one history of every payment (a course, a
// pass and each renewal, a gift card) with its invoice and receipt e-mail, every refund with its credit note
// and where the money is, and the courses a pass paid for; then my invoices, newest first, with their credit
// notes and a PDF each. School-paid courses are on the school's invoice and are not listed here.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDate } from '@valik/domain';
import type { BillingEntryDto } from '@valik/domain/contracts';
import { PortalLink } from '../layout/PortalLink.tsx';
import { Section } from '../profile/Section.tsx';
import { QueryState } from '@valik/ui/query-state';
import { billingKeys, fetchMyBilling } from './billing-api.ts';
import { InvoiceList } from './InvoiceList.tsx';
import { entryKindLabel, euros, methodLabel, refundStateColor, refundStateLabel } from './invoice-labels.ts';

/** `student`: the pass and inviting friends are reached from here too (issue 18 item 4). */
export function BillingHistory({ student = false }: { student?: boolean }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: billingKeys.myBilling, queryFn: fetchMyBilling });
  return (
    <Section id="billing" title={t('My billing')} description={t('Your invoices for courses you pay for yourself. Prices include VAT.')}>
      {student && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button variant="outlined" component={PortalLink} href="/user/payment-plan">{t('Go to the payment plan')}</Button>
          <Button variant="text" component={PortalLink} href="/user/share">{t('Invite friends')}</Button>
        </Stack>
      )}
      <QueryState query={query}>
        {() =>
          query.data && (query.data.entries.length > 0 || query.data.invoices.length > 0) ? (
            <Stack spacing={3}>
              {query.data.refunded_total > 0 && (
                <Alert severity="info">{t('Refunded to you: {{amount}}', { amount: euros(query.data.refunded_total, i18n.language) })}</Alert>
              )}
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>{t('Billing history')}</Typography>
                <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('Billing history')}>
                  {query.data.entries.map((entry) => (
                    <HistoryEntry key={entry.key} entry={entry} />
                  ))}
                </Stack>
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>{t('Invoices')}</Typography>
                <InvoiceList invoices={query.data.invoices} />
              </Box>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('You have no invoices yet. Courses your school pays for are on the school’s invoice.')}</Typography>
          )
        }
      </QueryState>
    </Section>
  );
}

function HistoryEntry({ entry }: { entry: BillingEntryDto }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => euros(cents, i18n.language);
  const method = methodLabel(t, entry.method);
  const back = entry.kind === 'REFUND' || entry.kind === 'CREDIT';
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 2 }, alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" variant="body2" color="text.secondary">{formatDate(entry.at)}</Typography>
          <Typography component="span" sx={{ fontWeight: 700 }}>{entryKindLabel(t, entry)}</Typography>
          {entry.refund_state && <Chip size="small" color={refundStateColor(entry.refund_state)} label={refundStateLabel(t, entry.refund_state)} />}
        </Stack>
        <Typography>{entry.title}</Typography>
        {entry.detail && <Typography variant="body2" color="text.secondary">{entry.detail}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {[method, entry.receipt === 'SENT' ? t('Receipt e-mailed') : entry.receipt === 'PENDING' ? t('Receipt being sent') : null].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, minWidth: 100, textAlign: { sm: 'right' } }}>
        {entry.kind === 'COVERED_BY_PASS' ? t('Nothing to pay') : back ? `−${money(entry.amount)}` : money(entry.amount)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {entry.invoice && (
          <Button component="a" href={entry.invoice.pdf_url} download variant="outlined" size="small" startIcon={<DownloadIcon />}>
            {t('Invoice {{number}}', { number: entry.invoice.number })}
          </Button>
        )}
        {entry.credit_note && (
          <Button component="a" href={entry.credit_note.pdf_url} download variant="outlined" size="small" startIcon={<DownloadIcon />}>
            {t('Credit note {{number}}', { number: entry.credit_note.number })}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
