// The classroom e-mail (issue 14 item 5): a Gmail address, saved and checked against the Classroom course
// of each of my groups (or of one group, on the registration success page). A non-member's address is not
// saved: they are told to join the course first, with the link; without Classroom the answer says
// membership cannot be checked.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CLASSROOM_EMAIL_MESSAGE, cohortDisplayName, isGmailAddress } from '@valik/domain';
import { ApiError, fieldErrors } from '../../lib/http.ts';
import { classroomQuery, communityKeys, saveClassroomEmail, type ClassroomCheckDto, type ClassroomDto } from './community-api.ts';

/** The server's message (already in the reader's language) with its link made clickable. */
function CheckMessage({ check }: { check: ClassroomCheckDto }) {
  const { t } = useTranslation();
  const about = cohortDisplayName(check.course_name, check.cohort_name);
  if (check.state === 'JOINED') return <Alert severity="success">{t('{{group}}: you are in the Classroom course.', { group: about })}</Alert>;
  const text = check.message ?? '';
  const linked = check.link && text.endsWith(check.link) ? text.slice(0, -check.link.length) : text;
  return (
    <Alert severity={check.state === 'NOT_JOINED' ? 'warning' : 'info'} sx={{ overflowWrap: 'anywhere' }}>
      <strong>{about}:</strong> {linked}
      {check.link && text.endsWith(check.link) && (
        <Link href={check.link} target="_blank" rel="noopener">
          {check.link}
        </Link>
      )}
    </Alert>
  );
}

/** A message with the web addresses in it as links (the "join the course first" refusal names the course's). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <Link key={i} href={part} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function ClassroomEmailForm({ cohortId }: { cohortId?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(classroomQuery(cohortId));
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => saveClassroomEmail(value, cohortId),
    onSuccess: (data: ClassroomDto) => {
      queryClient.setQueryData(communityKeys.classroom(cohortId), data);
      setEmail(null);
    },
    onError: (e) => setError(fieldErrors(e).email ?? (e instanceof ApiError ? e.message : t('Something went wrong. Please try again.'))),
  });
  if (query.isPending) return <CircularProgress size={24} aria-label={t('Loading')} />;
  if (query.isError) return <Alert severity="error">{t('Something went wrong. Please try again.')}</Alert>;
  const value = email ?? query.data.classroom_email ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isGmailAddress(value)) {
      setError(t(CLASSROOM_EMAIL_MESSAGE));
      return;
    }
    setError(null);
    save.mutate(value.trim());
  };

  return (
    <Stack spacing={2}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('Classroom e-mail')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id={`classroom-email${cohortId ? `-${cohortId}` : ''}`}
            label={t('Classroom e-mail (Gmail)')}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error ? <Linked text={error} /> : t('The Google account you use in Classroom')}
            sx={{ flex: 1, maxWidth: 420 }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
            {t('Save and check')}
          </Button>
        </Stack>
      </Box>
      {query.data.checks.map((check) => (
        <CheckMessage key={check.cohort_id} check={check} />
      ))}
    </Stack>
  );
}
