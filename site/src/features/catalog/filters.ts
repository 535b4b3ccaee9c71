// The catalogue filter as it arrives in the URL: works without JavaScript (links and a GET form).
import type { CourseCategory, CourseFilter, CourseLanguage } from '@valik/domain/contracts';
import { COURSE_LANGUAGES } from '@valik/domain/contracts';
import { categoryFromSlug } from '../../paths.ts';

const MAX_QUERY_LENGTH = 100;

export function parseCourseLanguage(value: string | null): CourseLanguage | undefined {
  return COURSE_LANGUAGES.find((language) => language === value);
}

/**
 * `?category=life-skills&language=et&q=raha` → a CourseFilter. Unknown values are dropped rather than
 * refused, so a stale link still lists courses. `category` from the path wins over the query.
 */
export function parseCourseFilter(params: URLSearchParams, category?: CourseCategory): CourseFilter {
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  return {
    category: category ?? categoryFromSlug(params.get('category')) ?? undefined,
    language: parseCourseLanguage(params.get('language')),
    q: q ? q : undefined,
  };
}
