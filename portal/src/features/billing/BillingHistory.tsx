// "My billing" on /user/profile (product-spec §2): my personal invoices, newest first, with status and a
// PDF download each. School-paid courses are on the school's invoice and are not listed here.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PortalLink } from '../layout/PortalLink.tsx';
import { Section } from '../profile/Section.tsx';
import { QueryState } from '../cohorts/QueryState.tsx';
import { billingKeys, fetchMyInvoices } from './billing-api.ts';
import { InvoiceList } from './InvoiceList.tsx';

/** `student`: the pass and inviting friends are reached from here too (issue 18 item 4). */
export function BillingHistory({ student = false }: { student?: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: billingKeys.myInvoices, queryFn: fetchMyInvoices });
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
          query.data && query.data.length > 0 ? (
            <InvoiceList invoices={query.data} />
          ) : (
            <Typography color="text.secondary">{t('You have no invoices yet. Courses your school pays for are on the school’s invoice.')}</Typography>
          )
        }
      </QueryState>
    </Section>
  );
}
