import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createPortalRouter } from './app/router.tsx';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary.tsx';
import { initI18n } from './i18n/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { theme } from './theme/index.ts';

// Window-level script errors (third-party scripts, extensions) are silently ignored (spec §8);
// errors inside React reach the error boundaries and the error screen instead.
window.addEventListener('error', (event) => event.preventDefault());

const i18n = initI18n();
const queryClient = createQueryClient();
const router = createPortalRouter();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  </StrictMode>,
);
