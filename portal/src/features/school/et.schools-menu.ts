// The menu's two words of schools at scale (issue 29 item 8), spread into i18n/et-pages.ts; the pages' own
// Estonian comes with them (et.schools.ts). A file of its own: sharing et.schools.ts with the pages would put
// all of it on the student's first page.
export const schoolsMenuEt: Record<string, string> = {
  'Register students': 'Registreeri õpilasi',
  'School-year report': 'Õppeaasta aruanne',
};
