// The student's class reminder e-mails on the profile (issue 29 item 1): the day before each class and on
// the course's start day, with the join link. Invoice reminders are not switched off here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { Section } from '../profile/Section.tsx';
import { attendanceKeys, fetchReminders, saveReminders } from './attendance-api.ts';

export function ClassRemindersSetting() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: attendanceKeys.reminders, queryFn: fetchReminders });
  const save = useMutation({
    mutationFn: saveReminders,
    onSuccess: (on) => {
      client.setQueryData(attendanceKeys.reminders, on);
      toast.success(on ? t('Class reminders are on.') : t('Class reminders are off.'));
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t('Something went wrong. Please try again.')),
  });
  if (query.data === undefined) return null;
  return (
    <Section id="reminders" title={t('Reminders')}>
    <FormControlLabel
      control={<Switch checked={query.data} disabled={save.isPending} onChange={(e) => save.mutate(e.target.checked)} />}
      label={
        <>
          {t('Class reminder e-mails')}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('The day before each class and on the day your course starts, with the link to join.')}
          </Typography>
        </>
      }
    />
    </Section>
  );
}
