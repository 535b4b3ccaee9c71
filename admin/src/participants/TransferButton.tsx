// "Move to another cohort" on a registration (issue 29 item 3): the cohorts of the same course with their
// dates and free seats (those the server would refuse are shown disabled, with its reason), then a
// confirmation that names the target cohort with its course and dates. The server's transfer use case
// (api/src/registrations/transfer-registration.ts) carries the payment, invoice and payer, offers the freed
// seat to the old cohort's waitlist, logs it and e-mails the student.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatDate, mayMoveRegistration } from '@valik/domain';
import type { ConsoleDataProvider, TransferTarget } from '../providers/data-provider.ts';

export function TransferButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<TransferTarget[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // the rule is the domain's (the portal's can_transfer is the same for the student); the cohorts it may
  // move to, each with its verdict, come from the API
  if (!record || !mayMoveRegistration({ by: 'ADMIN', participantStatus: String(record.status), from: { startDate: record.cohort_start_date as string } }, new Date())) return null;
  const name = `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim() || String(record.email ?? '');
  const titleId = `transfer-${record.id}`;
  const target = targets?.find((c) => c.id === chosen) ?? null;

  const show = async () => {
    setOpen(true);
    setChosen(null);
    setTargets(null);
    setLoadError(null);
    try {
      setTargets(await dataProvider.transferTargets(record.id));
    } catch (error) {
      setLoadError((error as Error).message || translate('ra.notification.http_error'));
    }
  };
  const move = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await dataProvider.transferRegistration(record.id, target.id);
      notify('valik.participants.transfer_done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" aria-label={translate('valik.participants.transfer_of', { name })} onClick={(event) => { event.stopPropagation(); void show(); }}>
        {translate('valik.participants.transfer_button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <DialogTitle id={titleId}>{translate('valik.participants.transfer_title', { course: record.course_name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {name}.{' '}
            {translate('valik.participants.transfer_from', { cohort: record.cohort_name, start: formatDate(record.cohort_start_date as string), end: formatDate(record.cohort_end_date as string) })}
          </DialogContentText>
          {loadError && <Alert severity="error">{loadError}</Alert>}
          {!targets && !loadError && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
          {targets?.length === 0 && <Alert severity="info">{translate('valik.participants.transfer_none')}</Alert>}
          {targets && targets.length > 0 && (
            <RadioGroup aria-label={translate('valik.participants.transfer_pick')} value={chosen === null ? '' : String(chosen)} onChange={(event) => setChosen(Number(event.target.value))}>
              {targets.map((c) => (
                <FormControlLabel
                  key={c.id}
                  value={String(c.id)}
                  disabled={!c.allowed}
                  control={<Radio />}
                  label={
                    <span>
                      <strong>{c.name}</strong>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {translate('valik.participants.transfer_seats', { start: formatDate(c.start_date), end: formatDate(c.end_date), seats: c.seats_left })}
                      </Typography>
                      {c.reason && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {c.reason}
                        </Typography>
                      )}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
          {target && (
            <Alert severity="warning" sx={{ mt: 2 }} role="status">
              {translate('valik.participants.transfer_confirm', {
                name,
                cohort: target.name,
                course: target.course_name,
                start: formatDate(target.start_date),
                end: formatDate(target.end_date),
                from: record.cohort_name,
              })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!target || busy} onClick={() => void move()}>
            {translate('valik.participants.transfer')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
