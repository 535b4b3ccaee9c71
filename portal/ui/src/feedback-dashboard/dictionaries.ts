// The feedback dashboard's own Estonian and Russian (English source strings are the keys, English needs
// none): the console's dashboard is translated by these alone, and the portal's tables take them in too
// (its own entries win on a shared key, and portal/src/i18n/ui-slices.test.ts keeps the two the same).
// Each language is its own module (./et.ts, ./ru.ts): the portal's Estonian tables import only the
// Estonian, so the student's first page does not carry the Russian.
export { feedbackDashboardEt } from './et.ts';
export { feedbackDashboardRu } from './ru.ts';
