import './lib/autofocus-attribute.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's ThemeProvider, not @mui/material/styles' (which also carries the CSS-variables provider,
// about 3 kB gzipped the portal's theme never uses: issue 16 item 5). The theme has no CSS variables, so
// this is what MUI's own provider renders for it.
import ThemeProvider from '@mui/system/ThemeProvider';
import { createPortalRouter } from './app/router.tsx';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary.tsx';
import { startPortalErrorReporting } from './features/errors/start-portal-reporting.ts';
import { i18n, i18nReady, initI18n } from './i18n/index.ts';
import { I18nProvider } from './i18n/react.tsx';
import { theme } from '@valik/ui/theme';

// Window-level script errors (third-party scripts, extensions) stay silent in the page (spec §8): no
// console noise, no screen; the error reporting still receives them. Errors inside React reach the error
// boundaries and the error screen instead.
window.addEventListener('error', (event) => event.preventDefault());

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

// Error reporting starts before the router exists, so the router can be built with its wrapper (only
// when traces are on; otherwise this resolves at once). Not a top-level await: that split the first
// page's code into many more files (measured: +7 kB gzipped). A language loaded on demand (Russian)
// is awaited too, so the first paint is already in it.
void Promise.all([startPortalErrorReporting(), i18nReady]).then(([createRouter]) => {
  const router = createPortalRouter(createRouter);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
