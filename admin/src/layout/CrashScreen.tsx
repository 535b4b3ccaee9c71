// Shown when the console itself (outside React-Admin's layout and its i18n context) fails to render;
// the error is reported by the boundary that shows this. Its texts are the console's own messages, in
// the language the console would speak, read straight from the provider.
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { currentLocale } from '../i18n/locale.ts';

export function CrashScreen() {
  const locale = currentLocale();
  const { translate } = createI18nProvider(locale);
  return (
    <main lang={locale} role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
      <h1>{translate('valik.error_screen.generic')}</h1>
      <p>
        <a href="/">{translate('valik.error_screen.back')}</a>
      </p>
    </main>
  );
}
