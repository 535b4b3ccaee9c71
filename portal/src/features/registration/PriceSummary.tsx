// The price before any payment (issue 18 item 6): the course's price with VAT, what covers it (the
// student's pass, or the school) and what is left to pay, as the server will charge it.
import { useTranslation } from '../../i18n/react.tsx';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RegistrationPrice } from '@valik/domain';
import { euros } from '../billing/invoice-labels.ts';

export function PriceSummary({ price }: { price: RegistrationPrice }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => euros(cents, i18n.language);
  const rows: [string, string][] = [[t('Course price (VAT included)'), money(price.list_cents)]];
  if (price.covered_by === 'PASS') rows.push([t('Covered by your pass'), `−${money(price.list_cents)}`]);
  if (price.covered_by === 'SCHOOL') rows.push([t('Paid by your school'), `−${money(price.list_cents)}`]);
  return (
    <Box component="section" aria-label={t('Summary')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>{t('Summary')}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>{value}</Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700 }}>{t('To pay')}</Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} data-testid="amount-to-pay">{money(price.to_pay_cents)}</Typography>
      </Box>
    </Box>
  );
}
