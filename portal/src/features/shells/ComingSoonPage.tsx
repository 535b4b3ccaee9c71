// The honest placeholder of a page whose feature is not built yet: its real heading and a plain
// "coming soon" note. Never sample data.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { PageHeading } from '../../components/PageHeading.tsx';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <ConstructionOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" component="p">
        {t('Coming soon')}
      </Typography>
      <Typography color="text.secondary">{t('This page is being built. Please check back soon.')}</Typography>
    </Paper>
  );
}

export function ComingSoonPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {children}
      <ComingSoon />
    </>
  );
}
