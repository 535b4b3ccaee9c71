import { invalidateCatalog } from '../../catalog-cache.ts';

/**
 * Call after a committed write that the public site shows (courses, cohorts, teachers, registrations):
 * the catalogue cache is dropped, so the next page request reads the database.
 */
export function catalogChanged(): void {
  invalidateCatalog();
}
