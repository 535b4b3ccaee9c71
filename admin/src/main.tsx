import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { currentLocale } from './i18n/locale.ts';

document.documentElement.lang = currentLocale();

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
