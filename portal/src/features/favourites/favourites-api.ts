// My favourite courses (issue 29 item 5): the ids from /api/v1/me/favourites, the courses from the public
// catalogue (/api/v1/courses, approved courses only).
import type { CourseSummaryDto } from '@valik/domain/contracts';
import { json, v1 } from '../../lib/http.ts';

export const favouriteKeys = { mine: ['me', 'favourites'] as const };

export interface FavouriteCourse {
  id: number;
  slug: string;
  name: string;
  summary: string;
  next_start_date: string | null;
}

export async function fetchFavouriteCourses(): Promise<FavouriteCourse[]> {
  const { data } = await json(v1.me.favourites.$get());
  if (data.course_ids.length === 0) return [];
  const res = await fetch('/api/v1/courses', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(String(res.status));
  const courses = ((await res.json()) as { data: CourseSummaryDto[] }).data;
  const byId = new Map(courses.map((c) => [c.id, c]));
  return data.course_ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ id: c.id, slug: c.slug, name: c.name, summary: c.summary, next_start_date: c.next_start_date }] : [];
  });
}

export const removeFavourite = (courseId: number) => json(v1.me.favourites[':courseId'].$delete({ param: { courseId: String(courseId) } }));
