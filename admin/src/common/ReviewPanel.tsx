// Teachers propose, admins review (issue 29 item 6): on a course in review and on a teacher's cohort
// proposal, the console shows that it awaits approval with two buttons: approve, or send back with a
// reason (asked in a dialog). The server moves it, and e-mails the teacher in their language.
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider.ts';

export function ReviewPanel({ resource }: { resource: 'courses' | 'cohorts' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const inReview = resource === 'courses' ? record.status === 'IN_REVIEW' : record.review_status === 'IN_REVIEW';
  const sentBack = resource === 'courses' ? record.status === 'DRAFT' && Boolean(record.review_note) : record.review_status === 'SENT_BACK';
  if (!inReview && !sentBack) return null;
  if (sentBack) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('valik.review.sent_back_note', { note: record.review_note ?? '' })}
      </Alert>
    );
  }
  const decide = async (decision: { approve: true } | { approve: false; reason: string }) => {
    setBusy(true);
    try {
      await dataProvider.review(resource, record.id, decision);
      notify(decision.approve ? 'valik.review.approved' : 'valik.review.sent_back', { type: 'success' });
      setAsking(false);
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button label="valik.review.approve" onClick={() => decide({ approve: true })} disabled={busy} variant="contained" color="success">
            <CheckIcon />
          </Button>
          <Button label="valik.review.send_back" onClick={() => setAsking(true)} disabled={busy} variant="outlined" color="error">
            <UndoIcon />
          </Button>
        </Box>
      }
    >
      {translate(resource === 'courses' ? 'valik.review.course_waiting' : 'valik.review.cohort_waiting')}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="send-back-title" fullWidth>
        <DialogTitle id="send-back-title">{translate('valik.review.send_back_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={translate('valik.review.reason')}
            helperText={translate('valik.review.reason_help')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            required
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setAsking(false)} disabled={busy} />
          <Button
            label="valik.review.send_back"
            onClick={() => decide({ approve: false, reason })}
            disabled={busy || reason.trim() === ''}
            variant="contained"
            color="error"
          />
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
