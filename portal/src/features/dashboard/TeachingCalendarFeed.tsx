// The secret link of my teaching calendar, for a calendar app to subscribe to (Google, Apple, Outlook):
// shown read-only with a copy button, and a reset (after a confirmation) that makes the old link stop.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { resetTeachingFeedUrl, teachingFeedQuery, teachingKeys } from '../cohorts/teaching-api.ts';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function TeachingCalendarFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery(teachingFeedQuery);
  const reset = useMutation({
    mutationFn: resetTeachingFeedUrl,
    onSuccess: (url) => {
      queryClient.setQueryData(teachingKeys.calendarFeed, url);
      setConfirming(false);
      toast.success(t('A new calendar link was made. The old one no longer works.'));
    },
    onError: (error) => toast.error(errorText(error, t('Something went wrong. Please try again.'))),
  });
  async function onCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('Link copied'));
    } catch {
      toast.error(t('Copy the link from the field.'));
    }
  }
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-labelledby="calendar-feed-heading">
      <Typography id="calendar-feed-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('Calendar link')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Add this address to your calendar app (Google, Apple, Outlook) to see your teaching times there. Keep it private: anyone with the link sees your schedule.')}
      </Typography>
      {query.data ? (
        <>
          <TextField
            size="small"
            label={t('Calendar feed address')}
            value={query.data}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, input: { onFocus: (e) => (e.target as HTMLInputElement).select() } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void onCopy(query.data)}>{t('Copy')}</Button>
            <Button color="warning" onClick={() => setConfirming(true)}>{t('Make a new link')}</Button>
          </Stack>
        </>
      ) : query.isError ? (
        <Alert severity="error">{errorText(query.error, t('Something went wrong. Please try again.'))}</Alert>
      ) : (
        <CircularProgress size={24} aria-label={t('Loading')} />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="calendar-reset-title">
        <DialogTitle id="calendar-reset-title">{t('Make a new calendar link?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('The current link stops working at once; calendars that use it stop updating until you add the new one.')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
          <Button color="warning" variant="contained" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {t('Make a new link')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
