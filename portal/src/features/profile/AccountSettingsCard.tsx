import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useQueryClient } from '@tanstack/react-query';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { OwnAccount } from '@valik/domain/contracts';
import { setLanguage } from '../../i18n/index.ts';
import { refreshSessionUser } from '../session/session-api.ts';
import { toast } from '../toasts/toast-store.ts';
import { profileKeys, updateProfile } from './profile-api.ts';
import { Section } from './Section.tsx';

type Choice = 'et' | 'en' | 'ru' | 'browser';

/** Account settings: the interface language, saved on the account (it wins over the browser's). */
export function AccountSettingsCard({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Choice>(account.language ?? 'browser');

  const onChange = async (next: Choice) => {
    setValue(next);
    try {
      await updateProfile({ language: next === 'browser' ? null : next });
      if (next !== 'browser') setLanguage(next);
      await queryClient.invalidateQueries({ queryKey: profileKeys.account });
      await refreshSessionUser();
      toast.success(t('Saved'));
    } catch {
      toast.error(t('Something went wrong. Please try again.'));
    }
  };

  return (
    <Section id="account-settings" title={t('Account settings')}>
      <FormControl>
        <FormLabel id="language-choice">{t('Language of the site and the e-mails')}</FormLabel>
        <RadioGroup aria-labelledby="language-choice" value={value} onChange={(e) => void onChange(e.target.value as Choice)}>
          <FormControlLabel value="et" control={<Radio />} label="Eesti keel" lang="et" />
          <FormControlLabel value="en" control={<Radio />} label="English" lang="en" />
          <FormControlLabel value="ru" control={<Radio />} label="Русский" lang="ru" />
          <FormControlLabel value="browser" control={<Radio />} label={t('As my browser prefers')} />
        </RadioGroup>
      </FormControl>
    </Section>
  );
}
