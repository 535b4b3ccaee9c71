// The one logo of Valik (issue 30): the mark, a white V in a rounded orange square, beside the wordmark
// "Valik". The site's header, the portal's and the console's bars draw it from here, and the site's
// favicon (site/public/favicon.svg) is this very mark (brand/logo.test.ts checks all of them).
import { tokens } from '../theme/tokens.ts';

/** The mark as SVG markup; it fills the box it is put in (the favicon is the same file). */
export const LOGO_MARK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="7" fill="${tokens.color.primary}"/>` +
  `<path d="M8 8l8 17 8-17" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Where the mark is served as a file: the favicon of the site, the portal and the console (site/public). */
export const LOGO_MARK_URL = '/favicon.svg';

/** The wordmark beside the mark: its text and type. */
export const LOGO_WORDMARK = { text: 'Valik', fontWeight: 800, letterSpacing: '-0.02em' } as const;
