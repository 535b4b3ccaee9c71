// The rep's weekly summary e-mail on "My students": on or off (switching it on again after using the
// e-mail's unsubscribe link).
import { useTranslation } from '../../i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/http.ts';
import { toast } from '../toasts/toast-store.ts';
import { fetchDigestSetting, saveDigestSetting, teachingKeys } from '../cohorts/teaching-api.ts';

export function DigestSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: teachingKeys.digest, queryFn: fetchDigestSetting });
  const save = useMutation({
    mutationFn: saveDigestSetting,
    onSuccess: (subscribed) => {
      queryClient.setQueryData(teachingKeys.digest, subscribed);
      toast.success(subscribed ? t('You get the weekly summary e-mail again.') : t('The weekly summary e-mail is off.'));
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : t('Something went wrong. Please try again.')),
  });
  // Until the setting has come, its words are there and the switch keeps its room unseen: the students' list
  // below is not pushed down when it comes, and no state is shown that may be wrong.
  if (query.isError) return null;
  const known = query.data !== undefined;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={query.data ?? false}
          disabled={!known || save.isPending}
          sx={known ? undefined : { visibility: 'hidden' }}
          onChange={(e) => save.mutate(e.target.checked)}
        />
      }
      label={
        <>
          {t('Weekly summary e-mail')}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('New registrations, results and low credits of the last week, on Mondays.')}
          </Typography>
        </>
      }
    />
  );
}
