// The portal renders with preact/compat instead of react-dom (ADR 022: about 60 kB gzipped less on every
// first page). Every import of React's packages, the app's, the UI kit's (@valik/ui) and its libraries'
// (MUI, react-router, react-query, Sentry), resolves to Preact's files: absolute paths, because
// pnpm lets a library resolve only its own dependencies. The JSX runtime is compat's, which loads compat's
// option hooks (className, onChange as input events, ref forwarding) before the first element is made.
// One list for the build (vite.config.ts) and the unit tests (vitest.config.ts), so the tests render with
// what ships. The console builds the UI kit with its own React: these aliases are the portal's only.
// Types stay React's (@types/react): compat answers to React 19's API.
import { fileURLToPath } from 'node:url';

const preact = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export const renderWithPreact = [
  { find: /^react$/, replacement: preact('preact/compat') },
  { find: /^react-dom$/, replacement: preact('preact/compat') },
  { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: preact('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/compat/jsx-dev-runtime') },
];
