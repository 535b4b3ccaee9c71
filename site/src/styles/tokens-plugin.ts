// Serves `virtual:valik-tokens.css`, generated from the shared tokens at build time, so the CSS is
// bundled under /_astro with the rest and never drifts from portal/src/theme/tokens.ts.
import { tokens } from '@valik/ui/tokens';
import { toCssVariables } from './tokens-css.ts';

const ID = 'virtual:valik-tokens.css';
const RESOLVED = `\0${ID}`;

/** The part of a Vite plugin this needs (vite itself is Astro's dependency, not ours). */
interface VirtualCssPlugin {
  name: string;
  resolveId(id: string): string | undefined;
  load(id: string): string | undefined;
}

export function tokensCssPlugin(): VirtualCssPlugin {
  return {
    name: 'valik-tokens-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? toCssVariables(tokens) : undefined),
  };
}
