// "Move to another group" on "My courses" (issue 29 item 3): the other groups of the course with their
// dates and free seats (one the server would refuse is shown disabled with its reason), then the
// confirmation naming the chosen group with its course and dates. Its own chunk, downloaded on the first
// click (TransferButton), like the pay-now dialog.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatDate } from '@valik/domain';
import { LazyDialog } from '../../components/LazyDialog.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchTransferTargets, journeyKeys, transferRegistration, type MyRegistrationDto } from '../registration/registration-api.ts';

export interface TransferDialogProps {
  registration: MyRegistrationDto;
  open: boolean;
  onClose: () => void;
}

export default function TransferDialog({ registration: r, open, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const targets = useQuery({ queryKey: ['me', 'registrations', r.id, 'transfer-targets'], queryFn: () => fetchTransferTargets(r.id), enabled: open });
  const target = targets.data?.find((c) => c.id === chosen) ?? null;
  const move = useMutation({
    mutationFn: (cohortId: number) => transferRegistration(r.id, cohortId),
    onSuccess: async (moved) => {
      onClose();
      toast.success(t('You moved to {{cohort}}.', { cohort: moved.cohort_name }));
      await queryClient.invalidateQueries({ queryKey: journeyKeys.myRegistrations });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('Something went wrong. Please try again.')),
  });
  const titleId = `transfer-${r.id}`;
  return (
    <LazyDialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Move “{{course}}” to another group', { course: r.course.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('You are now in {{cohort}}, {{start}}–{{end}}. Until the course starts you can move to another group of the course; your payment, invoice and payer move with you.', {
            cohort: r.cohort.name,
            start: formatDate(r.cohort.start_date),
            end: formatDate(r.cohort.end_date),
          })}
        </DialogContentText>
        {targets.isPending && <CircularProgress size={24} aria-label={t('Loading')} />}
        {targets.isError && <Alert severity="error">{targets.error instanceof ApiError ? targets.error.message : t('Something went wrong. Please try again.')}</Alert>}
        {targets.data?.length === 0 && <Alert severity="info">{t('This course has no other group to move to.')}</Alert>}
        {targets.data && targets.data.length > 0 && (
          <RadioGroup aria-label={t('Group to move to')} value={chosen === null ? '' : String(chosen)} onChange={(e) => setChosen(Number(e.target.value))}>
            {targets.data.map((c) => (
              <FormControlLabel
                key={c.id}
                value={String(c.id)}
                disabled={!c.allowed}
                control={<Radio />}
                label={
                  <span>
                    <strong>{c.name}</strong>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('{{start}}–{{end}} · free seats: {{seats}}', { start: formatDate(c.start_date), end: formatDate(c.end_date), seats: c.seats_left })}
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
          <Alert severity="warning" role="status" sx={{ mt: 2 }}>
            {t('Move to {{cohort}} of “{{course}}”, {{start}}–{{end}}? Your seat in {{from}} is offered to the next person in line.', {
              cohort: target.name,
              course: target.course_name,
              start: formatDate(target.start_date),
              end: formatDate(target.end_date),
              from: r.cohort.name,
            })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>{t('Cancel')}</Button>
        <Button variant="contained" disabled={!target || move.isPending} onClick={() => target && move.mutate(target.id)}>
          {t('Move')}
        </Button>
      </DialogActions>
    </LazyDialog>
  );
}
