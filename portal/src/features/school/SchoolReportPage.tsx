// /user/school/report (school rep, issue 29 item 8): the school-year report for the school's own records —
// for the spec's school-year filters and a course: the totals, every registration with its status, result,
// diploma, attendance (classes attended of held), payer, credits and invoice, and the school's invoices;
// downloadable as CSV and PDF in the same words (the server's, in the rep's language).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { euros } from '../billing/invoice-labels.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { stackedOnPhone } from '../../components/stacked-table.ts';
import { QueryState } from '@valik/ui/query-state';
import { LedgerPager } from './LedgerPager.tsx';
import { fetchSchoolReport, schoolReportCsvUrl, schoolReportPdfUrl, schoolScaleKeys, type SchoolReportFilter } from './school-scale-api.ts';

/** registrations on one page of the screen (the downloads carry them all) */
export const REPORT_ROWS_PER_PAGE = 10;

/** One figure of the totals: a dt/dd pair in one outlined box (a dl allows one div around each pair). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ flex: '1 1 9rem', minWidth: 0, p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', hyphens: 'auto' }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.4rem', fontWeight: 700 }}>{value}</Typography>
    </Paper>
  );
}

export default function SchoolReportPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [filter, setFilter] = useState<SchoolReportFilter>({ school_year: 'CURRENT' });
  const [offset, setOffset] = useState(0);
  const changeFilter = (change: (f: SchoolReportFilter) => SchoolReportFilter) => {
    setFilter(change);
    setOffset(0);
  };
  const query = useQuery({ queryKey: [...schoolScaleKeys.report(filter), lang], queryFn: () => fetchSchoolReport(filter), placeholderData: (prev) => prev });
  const report = query.data;
  const start = report && offset < report.registrations.length ? offset : 0;
  const money = (cents: number) => euros(cents, lang);
  return (
    <>
      <PageHeading>{t('School-year report')}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '48rem' }}>
        {t('Registrations, results, attendance, credits used and invoices of your school’s students, for your records. The school year starts on 1 August; a registration counts in the year its group starts.')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2, mb: 3, alignItems: { sm: 'center' } }} role="group" aria-label={t('Filters')}>
        {/* the theme makes text fields full width: side by side from the sm breakpoint on */}
        {/* the spec's school-year filters, the words of "My students" (not its component: that chunk would
            lengthen the route table's list of this page's dependencies on every first page) */}
        <TextField select size="small" label={t('School year')} value={filter.school_year} onChange={(e) => changeFilter((f) => ({ ...f, school_year: e.target.value }))} sx={{ width: { xs: '100%', sm: 240 } }}>
          <MenuItem value="ALL">{t('All school years')}</MenuItem>
          <MenuItem value="NEXT">{t('Next school year')}</MenuItem>
          <MenuItem value="CURRENT">{t('Current school year')}</MenuItem>
          <MenuItem value="LAST_PREVIOUS">{t('Last school year')}</MenuItem>
          <MenuItem value="ALL_PREVIOUS">{t('All previous school years')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('Course')}
          value={filter.course_id ?? ''}
          onChange={(e) => changeFilter((f) => ({ ...f, course_id: e.target.value === '' ? undefined : Number(e.target.value) }))}
          sx={{ width: { xs: '100%', sm: 260 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('All courses')}</MenuItem>
          {report?.courses.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
        </TextField>
        <Button variant="outlined" href={schoolReportCsvUrl(filter)} download>{t('Download CSV')}</Button>
        <Button variant="outlined" href={schoolReportPdfUrl(filter)} download>{t('Download PDF')}</Button>
      </Box>
      <QueryState query={query}>
        {() =>
          report && (
            <Stack spacing={3} aria-busy={query.isPlaceholderData}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {report.course_name ? `${report.period_text} · ${report.course_name}` : report.period_text}
              </Typography>
              <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0 }}>
                <Figure label={t('Registrations')} value={String(report.totals.registrations)} />
                <Figure label={t('Students')} value={String(report.totals.students)} />
                <Figure label={t('Passed')} value={String(report.totals.passed)} />
                <Figure label={t('Not passed')} value={String(report.totals.not_passed)} />
                <Figure label={t('Diplomas')} value={String(report.totals.diplomas)} />
                <Figure label={t('Attendance')} value={t('{{attended}} of {{held}}', { attended: report.totals.classes_attended, held: report.totals.classes_held })} />
                <Figure label={t('Credits used')} value={String(report.totals.credits_used)} />
                <Figure label={t('Invoiced')} value={money(report.totals.invoiced)} />
                <Figure label={t('Unpaid')} value={money(report.totals.unpaid)} />
              </Box>

              <Box component="section" aria-labelledby="report-registrations">
                <Typography id="report-registrations" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>{t('Registrations')}</Typography>
                {report.registrations.length === 0 ? (
                  <Alert severity="info">{t('No registrations for this period.')}</Alert>
                ) : (
                  <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-labelledby="report-registrations" sx={stackedOnPhone}>
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('Student')}</TableCell>
                          <TableCell>{t('Course group')}</TableCell>
                          <TableCell>{t('Start')}</TableCell>
                          <TableCell>{t('Status')}</TableCell>
                          <TableCell>{t('Diploma')}</TableCell>
                          <TableCell>{t('Attendance')}</TableCell>
                          <TableCell>{t('Payer')}</TableCell>
                          <TableCell>{t('Credits used')}</TableCell>
                          <TableCell>{t('Invoice')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {report.registrations.slice(start, start + REPORT_ROWS_PER_PAGE).map((r) => (
                          <TableRow key={r.participant_id}>
                            <TableCell data-label={t('Student')}>
                              <Box sx={{ fontWeight: 600 }}>{r.student_name}</Box>
                              <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>{r.email}</Box>
                            </TableCell>
                            <TableCell data-label={t('Course group')}>{r.cohort_name}</TableCell>
                            <TableCell data-label={t('Start')}>{formatDate(r.start_date)}</TableCell>
                            <TableCell data-label={t('Status')}>{r.status_text}</TableCell>
                            <TableCell data-label={t('Diploma')}>{r.diploma_code ?? '–'}</TableCell>
                            <TableCell data-label={t('Attendance')}>{t('{{attended}} of {{held}}', { attended: r.classes_attended, held: r.classes_held })}</TableCell>
                            <TableCell data-label={t('Payer')}>{r.payer_text}</TableCell>
                            <TableCell data-label={t('Credits used')}>{r.credits_used}</TableCell>
                            <TableCell data-label={t('Invoice')}>{r.invoice_number ? `${r.invoice_number} · ${r.invoice_status_text ?? ''}` : '–'}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                )}
                {report.registrations.length > REPORT_ROWS_PER_PAGE && (
                  <LedgerPager
                    label={t('Registration list pages')}
                    offset={start}
                    limit={REPORT_ROWS_PER_PAGE}
                    total={report.registrations.length}
                    count={Math.min(REPORT_ROWS_PER_PAGE, report.registrations.length - start)}
                    onPage={setOffset}
                  />
                )}
              </Box>

              <Box component="section" aria-labelledby="report-invoices">
                <Typography id="report-invoices" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>{t('Invoices of the school')}</Typography>
                {report.invoices.length === 0 ? (
                  <Alert severity="info">{t('No school invoices for these registrations.')}</Alert>
                ) : (
                  <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-labelledby="report-invoices" sx={stackedOnPhone}>
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('Invoice number')}</TableCell>
                          <TableCell>{t('Period')}</TableCell>
                          <TableCell>{t('Invoice date')}</TableCell>
                          <TableCell>{t('Due date')}</TableCell>
                          <TableCell>{t('Status')}</TableCell>
                          <TableCell align="right">{t('Amount')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {report.invoices.map((i) => (
                          <TableRow key={i.number}>
                            <TableCell data-label={t('Invoice number')}>{i.number}</TableCell>
                            <TableCell data-label={t('Period')}>{i.period ?? '–'}</TableCell>
                            <TableCell data-label={t('Invoice date')}>{formatDate(i.issued_at)}</TableCell>
                            <TableCell data-label={t('Due date')}>{i.due_date ? formatDate(i.due_date) : '–'}</TableCell>
                            <TableCell data-label={t('Status')}>{i.status_text}</TableCell>
                            <TableCell data-label={t('Amount')} align="right">{money(i.amount)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                )}
              </Box>
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
