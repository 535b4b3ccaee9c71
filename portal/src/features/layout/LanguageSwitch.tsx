import { useTranslation } from '../../i18n/react.tsx';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { setLanguage } from '../../i18n/index.ts';
import { toLang, type Lang } from '../../i18n/language.ts';
import { v1 } from '../../lib/http.ts';
import { refreshSessionUser } from '../session/session-api.ts';
import { sessionStore } from '../session/session-store.ts';

/** Switches now; a signed-in user's choice is also saved on the account (it wins over the cookie). */
function choose(lang: Lang): void {
  setLanguage(lang);
  if (sessionStore.getSnapshot().user) {
    void v1.me
      .$patch({ json: { language: lang } })
      .then(() => refreshSessionUser())
      .catch(() => undefined);
  }
}

const OPTIONS: { lang: Lang; label: string; name: string }[] = [
  { lang: 'et', label: 'ET', name: 'Eesti keel' },
  { lang: 'en', label: 'EN', name: 'English' },
  { lang: 'ru', label: 'RU', name: 'Русский' },
];

/** ET · EN · RU switch: changes the language at once, remembers it in the `valik_lang` cookie and, when signed in, on the account. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value: Lang = toLang(i18n.language) ?? 'et';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('Language')}
      onChange={(_event, next: Lang | null) => {
        if (next) choose(next);
      }}
    >
      {OPTIONS.map((option) => (
        <ToggleButton key={option.lang} value={option.lang} lang={option.lang} aria-label={`${option.label} – ${option.name}`} sx={{ px: 1.25, py: 0.25 }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
