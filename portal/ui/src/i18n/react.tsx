// The translator in React: `const { t, i18n } = useTranslation()` reads the instance of the nearest
// I18nProvider. Each app puts its own at its root (the portal its instance, in the visitor's language);
// the console's embedded feedback dashboard brings one of its own, in the console's language.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, Translation } from './translator.ts';

export type { TFunction, Translation } from './translator.ts';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

const noProvider = () => {
  throw new Error('useTranslation() needs an <I18nProvider i18n={…}> above it');
};

/** `t` in the current language; the component draws again when the language changes or a table is added. */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext) ?? noProvider();
  return useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
}
