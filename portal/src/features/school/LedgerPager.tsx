// Previous and next through a long list that the server sends a page at a time: which rows are shown
// (announced to screen readers when it changes), and two buttons side by side, on a phone too.
import { useTranslation } from '../../i18n/react.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

export interface LedgerPagerProps {
  /** what the controls page through, e.g. 'Credit history pages' (already translated) */
  label: string;
  offset: number;
  limit: number;
  total: number;
  /** rows on the page shown */
  count: number;
  onPage: (offset: number) => void;
}

// on a phone the buttons share the row below the text (their words wrap: Russian "Предыдущая страница"
// beside "Следующая страница" is wider than 375 px); on a wide screen the text sits between them
const button = { flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: 0, whiteSpace: { xs: 'normal', sm: 'nowrap' } } as const;

export function LedgerPager({ label, offset, limit, total, count, onPage }: LedgerPagerProps) {
  const { t } = useTranslation();
  const lastOffset = Math.max(0, Math.ceil(total / limit) - 1) * limit;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Button variant="outlined" startIcon={<ChevronLeft />} sx={button} disabled={offset === 0} onClick={() => onPage(Math.min(Math.max(0, offset - limit), lastOffset))}>
        {t('Previous page')}
      </Button>
      <Typography role="status" aria-live="polite" color="text.secondary" sx={{ order: { xs: -1, sm: 0 }, width: { xs: '100%', sm: 'auto' }, textAlign: 'center' }}>
        {count > 0 ? t('Rows {{from}}–{{to}} of {{total}}', { from: offset + 1, to: offset + count, total }) : t('No rows on this page.')}
      </Typography>
      <Button variant="outlined" endIcon={<ChevronRight />} sx={button} disabled={offset + limit >= total} onClick={() => onPage(offset + limit)}>
        {t('Next page')}
      </Button>
    </Box>
  );
}
