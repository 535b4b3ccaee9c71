// A cohort's Discord channel and LearnWorlds sync as its teacher sees them (issue 14 items 2 and 4).
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@valik/domain';
import { cohortCommunityQuery } from './community-api.ts';

export function CohortCommunityPanel({ cohortId }: { cohortId: number }) {
  const { t } = useTranslation();
  const query = useQuery(cohortCommunityQuery(cohortId));
  if (!query.data) return null;
  const { discord, lms } = query.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="community-heading" sx={{ p: 2 }}>
      <Typography id="community-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('Discord and progress')}
      </Typography>
      <Stack spacing={1}>
        {!discord.available ? (
          <Typography>{t('Discord is not connected to Valik.')}</Typography>
        ) : discord.invite_url ? (
          <Typography>
            {t('Discord channel ready: {{count}} students have access.', { count: discord.members_with_role })}{' '}
            <Link href={discord.invite_url} target="_blank" rel="noopener">
              {t('Invite link')}
            </Link>
          </Typography>
        ) : (
          <Typography>{t('The Discord channel is made when registration opens.')}</Typography>
        )}
        {discord.last_error && <Alert severity="error">{t('Discord: the last attempt failed ({{time}}): {{error}}', { time: formatDateTime(discord.last_error_at ?? ''), error: discord.last_error })}</Alert>}
        {lms.available ? (
          <Typography>
            {lms.last_success_at
              ? t('Progress comes from LearnWorlds (course {{course}}), last synced {{time}}.', { course: lms.course_id ?? '', time: formatDateTime(lms.last_success_at) })
              : t('Progress comes from LearnWorlds (course {{course}}); not synced yet.', { course: lms.course_id ?? '' })}
          </Typography>
        ) : (
          <Typography>{t('No learning platform is connected: enter progress by hand.')}</Typography>
        )}
        {lms.last_error && <Alert severity="error">{t('LearnWorlds: the last sync failed ({{time}}): {{error}}', { time: formatDateTime(lms.last_error_at ?? ''), error: lms.last_error })}</Alert>}
      </Stack>
    </Paper>
  );
}
