// The pages of one school (product-spec §2: students, conditions, credits) as tabs under its name.
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';

const PAGES = ['students', 'conditions', 'credits'] as const;

export function SchoolTabs({ schoolId }: { schoolId: number }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: school } = useGetOne('schools', { id: schoolId });
  const current = PAGES.find((page) => pathname.endsWith(`/${page}`)) ?? 'students';
  return (
    <Box sx={{ mt: 1, mb: 1 }}>
      <Title title={`${school?.name ?? ''} · ${translate(`resources.schools.pages.${current}`)}`} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {school?.name ?? '…'}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={school?.name ?? ''}>
        {PAGES.map((page) => (
          <Tab key={page} value={page} label={translate(`valik.schools.tabs.${page}`)} component={Link} to={`/schools/${schoolId}/${page}`} />
        ))}
      </Tabs>
    </Box>
  );
}
