// The pages of one school (product-spec §2: students, conditions, credits) as tabs under its name.
import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { useIsSmall } from '../common/useIsSmall.ts';

const PAGES = ['students', 'conditions', 'credits'] as const;

const PANEL = 'school-tab-panel';
const tabId = (page: (typeof PAGES)[number]) => `school-tab-${page}`;

/** The school's name, its three tabs and the open page as the tabs' panel. */
export function SchoolTabs({ schoolId, children }: { schoolId: number; children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data: school } = useGetOne('schools', { id: schoolId });
  const current = PAGES.find((page) => pathname.endsWith(`/${page}`)) ?? 'students';
  // On a phone, where the three tabs do not fit, the scroll buttons keep their room from the first drawing
  // (shown only once the tabs were measured, they pushed the tabs 40 px aside); wider, the tabs fit and have none.
  const phone = useIsSmall();
  return (
    <>
      <Box sx={{ mt: 1, mb: 1 }}>
        <Title title={`${school?.name ?? ''} · ${translate(`resources.schools.pages.${current}`)}`} />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {school?.name ?? '…'}
        </Typography>
        <Tabs value={current} variant="scrollable" scrollButtons={phone || 'auto'} allowScrollButtonsMobile aria-label={school?.name ?? ''}>
          {PAGES.map((page) => (
            <Tab key={page} value={page} id={tabId(page)} aria-controls={PANEL} label={translate(`valik.schools.tabs.${page}`)} component={Link} to={`/schools/${schoolId}/${page}`} />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={PANEL} aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
