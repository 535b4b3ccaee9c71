// Estonian of "Lemmikud", the student's favourite courses (issue 29 item 5). Spread into i18n/et-pages.ts.
export const favouritesEt: Record<string, string> = {
  'No favourites yet. Mark a course with the heart on its page or in the catalogue.': 'Lemmikuid veel pole. Märgi kursus südamega selle lehel või kataloogis.',
  'Next start: {{date}}': 'Järgmine algus: {{date}}',
  'See the groups': 'Vaata gruppe',
  'Favourite: {{course}}': 'Lemmik: {{course}}',
  'Remove from favourites': 'Eemalda lemmikutest',
};
