import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReportingErrorBoundary, startErrorReporting } from '@valik/ui/error-reporting';
import { readRunningBuild } from '@valik/ui/new-build';
import { App } from './App.tsx';
import { createI18nProvider, loadConsoleMessages } from './i18n/i18n-provider.ts';
import { currentLocale } from './i18n/locale.ts';
import { CrashScreen } from './layout/CrashScreen.tsx';
import { runtimeErrorReporting } from './runtime.ts';

document.documentElement.lang = currentLocale();

// Window-level script errors stay silent in the page (spec §8), as in the portal; error reporting still
// receives them. React-Admin's layout shows render errors on its error screen and reports them.
window.addEventListener('error', (event) => event.preventDefault());
startErrorReporting({ app: 'admin', config: runtimeErrorReporting(), buildId: readRunningBuild(document)?.id ?? null });

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element');
// A language loaded on demand (Russian) is loaded before the first render, so nothing shows in another.
void loadConsoleMessages(currentLocale())
  .catch((error: unknown) => console.error(error))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <ReportingErrorBoundary fallback={<CrashScreen />}>
          <App i18nProvider={createI18nProvider()} />
        </ReportingErrorBoundary>
      </StrictMode>,
    );
  });
