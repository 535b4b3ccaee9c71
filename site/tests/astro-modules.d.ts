// tsc does not read .astro files (Astro's language tools do); the tests only need them as components.
declare module '*.astro' {
  import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
  const Component: Parameters<AstroContainer['renderToResponse']>[0];
  export default Component;
}
