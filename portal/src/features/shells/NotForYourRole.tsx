// A page of another role (issue 18 item 3): its heading and a plain "not for your role" note with the
// way back to the signed-in user's own start page, never a spinner that waits for nothing.
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { landingPageForRole } from '@valik/domain';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PortalLink } from '../layout/PortalLink.tsx';
import { useSession } from '../session/use-session.ts';

export function NotForYourRole({ title }: { title: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const home = user ? landingPageForRole(user.role) : '/';
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Paper variant="outlined" role="status" sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem' }}>{t('This page is not for your role')}</Typography>
        <Typography color="text.secondary">{t('Courses and cohorts are drafted here by teachers. Your own pages are in the menu.')}</Typography>
        <Button variant="contained" component={PortalLink} href={home}>{t('Go to my start page')}</Button>
      </Paper>
    </>
  );
}
