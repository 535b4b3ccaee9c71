// The portal's translations in React: `const { t, i18n } = useTranslation()`. Components read the
// portal's instance (index.ts) unless an I18nProvider above them names another: the admin console's
// embedded feedback dashboard brings its own, in the console's language.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as portalI18n } from './index.ts';
import type { I18n, Translation } from './translator.ts';

export type { TFunction } from './translator.ts';

const I18nContext = createContext<I18n>(portalI18n);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the current language; the component draws again when the language changes or a table is added. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  return useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
}
