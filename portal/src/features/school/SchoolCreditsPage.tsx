// /user/school/credits (school rep, product-spec §2/§6): my school's credit balance (unexpired credits;
// one credit = one course seat), the append-only ledger (added, used, refunded) a page at a time with
// the page in the address (?page=2), and the school's invoices with PDF downloads. Read-only: credits
// are added by Valik (admin console).
import { useRef } from 'react';
import { useTranslation, type TFunction } from '../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, creditReasonLabel } from '@valik/domain';
import type { SchoolCreditEntryDto } from '@valik/domain/contracts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { stackedOnPhone } from '../../components/stacked-table.ts';
import { QueryState } from '@valik/ui/query-state';
import { billingKeys, fetchSchoolCredits, fetchSchoolInvoices } from '../billing/billing-api.ts';
import { InvoiceList } from '../billing/InvoiceList.tsx';
import { LedgerPager } from './LedgerPager.tsx';

function typeLabel(t: TFunction, type: SchoolCreditEntryDto['type']): string {
  if (type === 'ADD') return t('Added');
  if (type === 'DEDUCT') return t('Used');
  return t('Refunded');
}

function reasonLabel(t: TFunction, entry: SchoolCreditEntryDto): string {
  if (entry.note) return entry.note;
  // the glossary's labels (issue 18 item 12): every reason has words, none shows as its code
  const label = creditReasonLabel(entry.reason);
  return label ? t(label) : '';
}

/** ledger rows a page: what a phone shows in a screen or two */
const PAGE_SIZE = 20;

/** The page number in the address, 1 when it is missing or not a page number. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1;
}

export default function SchoolCreditsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const ledgerHeading = useRef<HTMLHeadingElement>(null);
  const offset = (pageOf(search) - 1) * PAGE_SIZE;
  const credits = useQuery({
    queryKey: [...billingKeys.schoolCredits, offset],
    queryFn: () => fetchSchoolCredits({ offset, limit: PAGE_SIZE }),
    // the balance and the rows shown stay on screen while the next page loads
    placeholderData: (previous) => previous,
  });
  const invoices = useQuery({ queryKey: billingKeys.schoolInvoices, queryFn: fetchSchoolInvoices });
  const onPage = (next: number) => {
    const page = Math.floor(next / PAGE_SIZE) + 1;
    setSearch(page > 1 ? { page: String(page) } : {});
    // the new page is read from its heading on, by eye and by keyboard
    ledgerHeading.current?.focus();
  };
  return (
    <>
      <PageHeading>{t('School credits')}</PageHeading>
      <QueryState query={credits}>
        {() =>
          credits.data && (
            <Stack spacing={3} sx={{ maxWidth: 1040 }}>
              <Paper variant="outlined" component="section" aria-labelledby="balance-heading" sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="balance-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
                  {t('Balance')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ alignItems: { sm: 'baseline' } }}>
                  <Typography sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 }} data-testid="credit-balance">
                    {t('{{count}} credits', { count: credits.data.balance })}
                  </Typography>
                  <Typography color="text.secondary">{t('Prepaid seats: {{count}}', { count: credits.data.prepaid_student_seats })}</Typography>
                </Stack>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('One credit is one course seat. Expired credits do not count. Credits are added by Valik: contact us to add more.')}
                </Typography>
                {credits.data.is_low && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    {t('The balance is low ({{threshold}} credits or fewer). When it runs out, students cannot register on the school’s account.', { threshold: credits.data.low_threshold })}
                  </Alert>
                )}
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="ledger-heading" sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="ledger-heading" ref={ledgerHeading} tabIndex={-1} variant="h2" component="h2" sx={{ mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}>
                  {t('Credit history')}
                </Typography>
                {credits.data.entries_total === 0 ? (
                  <Typography color="text.secondary">{t('No credits have been added or used yet.')}</Typography>
                ) : (
                  <>
                    <TableContainer sx={{ overflowX: 'auto' }}>
                      <Table size="small" aria-labelledby="ledger-heading" aria-busy={credits.isPlaceholderData} sx={stackedOnPhone}>
                        <TableHead>
                          <TableRow>
                            <TableCell>{t('Date')}</TableCell>
                            <TableCell>{t('Type')}</TableCell>
                            <TableCell align="right">{t('Credits')}</TableCell>
                            <TableCell>{t('Student or added by')}</TableCell>
                            <TableCell>{t('Explanation')}</TableCell>
                            <TableCell>{t('Expires')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {credits.data.entries.map((e) => (
                            <TableRow key={e.id}>
                              <TableCell data-label={t('Date')} sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.event_applies_at)}</TableCell>
                              <TableCell data-label={t('Type')}>
                                <Chip size="small" variant="outlined" color={e.type === 'DEDUCT' ? 'default' : 'success'} label={typeLabel(t, e.type)} />
                              </TableCell>
                              <TableCell data-label={t('Credits')} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap', textAlign: { xs: 'left', sm: 'right' } }}>
                                {e.signed_amount > 0 ? `+${e.signed_amount}` : `−${Math.abs(e.signed_amount)}`}
                              </TableCell>
                              <TableCell data-label={t('Student or added by')}>{e.user_name ?? '—'}</TableCell>
                              <TableCell data-label={t('Explanation')}>{reasonLabel(t, e) || '—'}</TableCell>
                              <TableCell data-label={t('Expires')} sx={{ whiteSpace: 'nowrap' }}>{e.type === 'DEDUCT' ? '' : e.expires_at ? formatDate(e.expires_at) : t('Never')}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableContainer>
                    <LedgerPager
                      label={t('Credit history pages')}
                      offset={credits.data.offset}
                      limit={credits.data.limit}
                      total={credits.data.entries_total}
                      count={credits.data.entries.length}
                      onPage={onPage}
                    />
                  </>
                )}
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="school-invoices-heading" sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography id="school-invoices-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
                  {t('School invoices')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('One invoice a month lists the registrations the school paid for. Seats paid with credits or prepaid seats cost nothing more.')}
                </Typography>
                <QueryState query={invoices}>
                  {() =>
                    invoices.data && invoices.data.length > 0 ? (
                      <InvoiceList invoices={invoices.data} />
                    ) : (
                      <Box>
                        <Typography color="text.secondary">{t('No invoices yet.')}</Typography>
                      </Box>
                    )
                  }
                </QueryState>
              </Paper>
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
