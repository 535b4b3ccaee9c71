// The glossary's broken-link text (glossary.ts), a module of its own: the portal's login page says it and
// takes nothing else of the glossary, so a bundler leaves the rest to the pages that use it (ADR 036).

/** The not-found screens of the three apps (ERROR_SCREEN_TEXT.brokenLink in English). */
export const BROKEN_LINK_EN = "Looks like you've followed a broken link or entered a URL that doesn't exist on this site.";
export const BROKEN_LINK_ET = 'Paistab, et järgisid katkist linki või sisestasid aadressi, mida sellel saidil pole.';
