// The portal's translations in React: `const { t, i18n } = useTranslation()`, the UI kit's hook (the
// translator is @valik/ui's, shared with the console's feedback dashboard). It reads the instance of the
// nearest I18nProvider: main.tsx puts the portal's (index.ts) at the root.
export { I18nProvider, useTranslation, type TFunction } from '@valik/ui/translator/react';
