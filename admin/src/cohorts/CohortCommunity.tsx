// Under the cohort form (issue 14): the cohort's Discord channel (state, invite, members with its role,
// the last failure) and its LearnWorlds progress sync, with "Sync progress now".
import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@valik/domain';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';

export function CohortCommunity() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const id = record?.id;
  const query = useQuery({ queryKey: ['cohorts', id, 'community'], queryFn: () => dataProvider.cohortCommunity(id as number), enabled: id !== undefined });
  const sync = useMutation({
    mutationFn: () => dataProvider.syncProgress(id as number),
    onSuccess: async () => {
      notify('valik.cohorts.community.sync_requested', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['cohorts', id, 'community'] });
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (id === undefined) return null;
  const tr = (key: string, options?: Record<string, unknown>) => translate(`valik.cohorts.community.${key}`, options);
  return (
    <Box component="section" aria-labelledby="cohort-community" sx={{ px: 2, pb: 3, maxWidth: 960 }}>
      <Typography id="cohort-community" variant="h6" component="h2" sx={{ mb: 1 }}>
        {tr('title')}
      </Typography>
      {query.isPending && <CircularProgress size={20} aria-label="…" />}
      {query.isError && <Alert severity="error">{(query.error as Error).message}</Alert>}
      {query.data && (
        <Stack spacing={1}>
          <Typography>
            {!query.data.discord.available
              ? tr('discord_off')
              : query.data.discord.channel_id
                ? tr('discord_ready', { channel: query.data.discord.channel_id, count: query.data.discord.members_with_role })
                : tr('discord_waiting')}{' '}
            {query.data.discord.invite_url && (
              <Link href={query.data.discord.invite_url} target="_blank" rel="noopener">
                {tr('invite')}
              </Link>
            )}
          </Typography>
          {query.data.discord.last_success_at && !query.data.discord.last_error && <Typography color="text.secondary">{tr('last_ok', { time: formatDateTime(query.data.discord.last_success_at) })}</Typography>}
          {query.data.discord.last_error && <Alert severity="error">Discord: {tr('failed', { time: formatDateTime(query.data.discord.last_error_at ?? ''), error: query.data.discord.last_error })}</Alert>}
          <Typography>{query.data.lms.available ? tr('lms_course', { course: query.data.lms.course_id }) : tr('lms_off')}</Typography>
          {query.data.lms.last_success_at && (
            <Typography color="text.secondary">
              {tr('last_ok', { time: formatDateTime(query.data.lms.last_success_at) })}{' '}
              {tr('lms_result', {
                synced: Number(query.data.lms.details.synced ?? 0),
                missing: ((query.data.lms.details.not_found as string[] | undefined) ?? []).join(', ') || '—',
              })}
            </Typography>
          )}
          {query.data.lms.requested_at && <Typography color="text.secondary">{tr('lms_requested', { time: formatDateTime(query.data.lms.requested_at) })}</Typography>}
          {query.data.lms.last_error && <Alert severity="error">LearnWorlds: {tr('failed', { time: formatDateTime(query.data.lms.last_error_at ?? ''), error: query.data.lms.last_error })}</Alert>}
          {query.data.lms.available && (
            <Box>
              <Button variant="outlined" onClick={() => sync.mutate()} disabled={sync.isPending}>
                {tr('sync_now')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
