// One language rule in the console as on the server: the admin's saved choice, then the cookie, then
// the browser. The console starts from the cookie (it has no session yet); once the identity arrives a
// saved language different from it is applied, and a switch in the console is saved on the account,
// so the API's messages (localized by the same rule) and the console's words never disagree.
import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { toLang } from '@valik/api/domain';
import { httpClient } from '../providers/data-provider.ts';

export const ME_URL = '/api/v1/me';

/**
 * The language this page load is in step with: the saved one once applied, else the cookie's when none
 * is saved; undefined until the identity arrives. Kept per page load, not per component: react-admin
 * mounts its tree anew when the locale changes, which would forget a component's own state.
 */
const step: { inStep: string | undefined } = { inStep: undefined };

export function SavedLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();

  useEffect(() => {
    if (!identity) return;
    if (step.inStep === undefined) {
      const saved = toLang(typeof identity.language === 'string' ? identity.language : null);
      step.inStep = saved ?? locale;
      if (saved && saved !== locale) setLocale(saved);
      return;
    }
    if (locale === step.inStep) return;
    // a switch made here: remember it on the account (on failure the cookie still holds the choice)
    step.inStep = locale;
    httpClient(ME_URL, { method: 'PATCH', body: JSON.stringify({ language: locale }) }).catch((error: unknown) => {
      console.error(error);
    });
  }, [identity, locale, setLocale]);

  return null;
}
