// Registering a student of my school for a cohort on the school's account (issue 8 item 5): the rep picks
// a cohort that takes registrations and that the school's conditions cover (the server leaves out the others,
// checkSchoolCoversCohort, issue 30); the server checks the student is the school's and applies the
// school's payment rules (payer SCHOOL). A full group puts the student on the waitlist instead.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchSchoolCohorts, registerSchoolStudent, teachingKeys } from '../cohorts/teaching-api.ts';
import { SchoolCohortPicker } from './SchoolCohortPicker.tsx';

export function RegisterStudentDialog({ student, onClose }: { student: { user_id: number; first_name: string; last_name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cohortId, setCohortId] = useState<number | ''>('');
  const cohorts = useQuery({ queryKey: teachingKeys.schoolCohorts, queryFn: fetchSchoolCohorts });
  const name = `${student.first_name} ${student.last_name}`.trim();
  const register = useMutation({
    mutationFn: () => registerSchoolStudent(student.user_id, Number(cohortId)),
    onSuccess: (result) => {
      if (result.waitlisted) toast.show(t('The group is full: {{name}} is on the waitlist (place {{position}}).', { name, position: result.position }), { severity: 'info' });
      else toast.success(t('{{name}} is registered on the school’s account.', { name }));
      void queryClient.invalidateQueries({ queryKey: ['school'] });
      onClose();
    },
  });
  const error = register.error ?? cohorts.error;
  return (
    <Dialog open onClose={onClose} aria-labelledby="register-student-title" fullWidth maxWidth="sm">
      <DialogTitle id="register-student-title">{t('Register {{name}} for a course', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('The school pays for this registration, by its payment conditions.')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error instanceof ApiError ? error.message : t('Something went wrong. Please try again.')}
          </Alert>
        )}
        <SchoolCohortPicker cohorts={cohorts.data} value={cohortId} onChange={setCohortId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={cohortId === '' || register.isPending} onClick={() => register.mutate()}>
          {t('Register the student')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
