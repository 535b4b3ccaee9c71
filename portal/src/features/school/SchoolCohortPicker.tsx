// The course group a school representative registers students for, one student (RegisterStudentDialog) or
// many (SchoolBulkRegistrationPage): the groups taking registrations that the school's conditions cover, each
// named with its course and start, a full one marked as going to its waitlist.
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { cohortDisplayName, formatDate } from '@valik/domain';
import { useTranslation } from '../../i18n/react.tsx';
import type { fetchSchoolCohorts } from '../cohorts/teaching-api.ts';

type SchoolCohort = Awaited<ReturnType<typeof fetchSchoolCohorts>>[number];

export function SchoolCohortPicker({ cohorts, value, onChange }: { cohorts: SchoolCohort[] | undefined; value: number | ''; onChange: (id: number | '') => void }) {
  const { t } = useTranslation();
  return (
    <>
      {cohorts?.length === 0 && <Alert severity="info">{t('No course groups are taking registrations right now.')}</Alert>}
      <TextField select fullWidth label={t('Course group')} value={value} disabled={!cohorts?.length} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}>
        {cohorts?.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {`${cohortDisplayName(c.course_name, c.name)} (${formatDate(c.start_date)})${c.is_full ? ` · ${t('waitlist')}` : ''}`}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
