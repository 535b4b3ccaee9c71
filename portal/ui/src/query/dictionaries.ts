// QueryState's Estonian and Russian (English source strings are the keys).
// Each language is its own module (./et.ts, ./ru.ts): the portal's Estonian tables import only the
// Estonian, so the student's first page does not carry the Russian.
export { queryStateEt } from './et.ts';
export { queryStateRu } from './ru.ts';
