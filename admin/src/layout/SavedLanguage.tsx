// One language rule in the console as on the server: the admin's saved choice, then the cookie, then
// the browser. The console starts from the cookie (it has no session yet); once the identity arrives a
// saved language different from it is applied, and a switch in the console is saved on the account,
// so the API's messages (localized by the same rule) and the console's words never disagree.
import { useEffect, useRef } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { toLang } from '@valik/api/domain';
import { httpClient } from '../providers/data-provider.ts';

export const ME_URL = '/api/v1/me';

export function SavedLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  // the language this page is in step with: the saved one once applied, else the cookie's when none is
  // saved; undefined until the identity arrives
  const inStep = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!identity || inStep.current !== undefined) return;
    const language = toLang(typeof identity.language === 'string' ? identity.language : null);
    inStep.current = language ?? locale;
    if (language && language !== locale) setLocale(language);
  }, [identity, locale, setLocale]);

  const shown = useRef(locale);
  useEffect(() => {
    const switched = locale !== shown.current;
    shown.current = locale;
    if (!switched || inStep.current === undefined || locale === inStep.current) return;
    // a switch made here: remember it on the account (on failure the cookie still holds the choice)
    inStep.current = locale;
    httpClient(ME_URL, { method: 'PATCH', body: JSON.stringify({ language: locale }) }).catch((error: unknown) => {
      console.error(error);
    });
  }, [locale]);

  return null;
}
