import {
  countSeatsTaken,
  listCourseStarts,
  getApprovedCourseBySlug,
  isApprovedCourse,
  listApprovedCourses,
  listCohortsForCourse,
  listSchools,
  listPublicFeedbackQuotes,
  listUpcomingCohorts,
  type CohortListRow,
  type CourseStarts,
  type CourseListRow,
  type TeacherSummary,
} from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type {
  CatalogService,
  CohortDto,
  CourseDetailDto,
  CourseSummaryDto,
  TeacherSummaryDto,
} from '@valik/domain/contracts';
import { getCohortState, RATING_MIN_ANSWERS, sortCohortsByNextStart } from '@valik/domain';
import { CatalogCache } from './catalog-cache.ts';
import type { Clock } from './lib/clock.ts';
import type { PublicChange } from './lib/public-changes.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toTeacherDto(t: TeacherSummary): TeacherSummaryDto {
  return { id: t.id, first_name: t.firstName, last_name: t.lastName, short_description: t.shortDescription, avatar: t.avatar };
}

/** The rating on the page's scale of 5 with its number of answers, or nothing below RATING_MIN_ANSWERS. */
function publicRating(c: { rating: number | null; feedbackCount: number }): { rating: number | null; rating_count: number } {
  if (c.rating === null || c.feedbackCount < RATING_MIN_ANSWERS) return { rating: null, rating_count: 0 };
  return { rating: Math.round(c.rating * 10) / 10, rating_count: c.feedbackCount };
}

function toCourseSummaryDto(c: CourseListRow): CourseSummaryDto {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    summary: c.summary,
    language: c.language,
    categories: c.categories,
    thumbnail: c.thumbnail,
    academic_hours: c.academicHours,
    // from RATING_MIN_ANSWERS answers on, else nothing (issue 29 item 4, ADR 033)
    ...publicRating(c),
    next_start_date: iso(c.nextStartDate),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** A cohort row with its seats taken, read live (the one seat rule: countSeatsTaken). */
type CohortWithSeats = CohortListRow & { seatsTaken: number };

/** A cohort as the public sees it: seats, badge and availability computed by the domain rules. */
export function toCohortDto(c: CohortWithSeats, now: Date): CohortDto {
  const state = getCohortState(
    { status: c.status, startDate: c.startDate, endDate: c.endDate, size: c.size, seatsTaken: c.seatsTaken },
    now,
  );
  return {
    id: c.id,
    course_id: c.courseId,
    name: c.name,
    status: c.status,
    start_date: c.startDate.toISOString(),
    end_date: c.endDate.toISOString(),
    online_class_times: c.onlineClassTimes,
    online_lesson_length: c.onlineLessonLength,
    size: c.size,
    seats_taken: c.seatsTaken,
    seats_left: state.seatsLeft,
    badge: state.badge,
    availability: state.availability,
    can_register: state.canRegister,
    teachers: c.teachers.map(toTeacherDto),
  };
}

function sortByNextStart<T extends CohortListRow>(rows: T[], now: Date): T[] {
  return sortCohortsByNextStart(
    rows.map((r) => ({ row: r, startDate: r.startDate, endDate: r.endDate, classTimes: r.onlineClassTimes })),
    now,
  ).map((x) => x.row);
}

/** Cached values are shared by every request: freezing them turns an accidental mutation into an error. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A course's next start: the soonest group still to come, else the start of a group already running,
 * else null. Computed from the clock on every call, so a start passing never needs an invalidation.
 */
function withNextStart<T extends CourseSummaryDto>(course: T, starts: CourseStarts | undefined, now: Date): T {
  const upcoming = starts?.nextStart && starts.nextStart.getTime() > now.getTime() ? starts.nextStart : null;
  return { ...course, next_start_date: iso(upcoming ?? starts?.firstStart ?? null) };
}

/** Courses with a coming start first (soonest first), then those with a running group, then the rest; by name. */
function orderByNextStart<T extends CourseSummaryDto>(courses: T[], now: Date): T[] {
  const rank = (c: T) => (c.next_start_date === null ? 2 : Date.parse(c.next_start_date) > now.getTime() ? 0 : 1);
  return courses.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.next_start_date ?? '').localeCompare(b.next_start_date ?? '') ||
      a.name.localeCompare(b.name, 'et') ||
      a.id - b.id,
  );
}

export interface CatalogServiceOptions {
  /** the clock for badges, availability and "next start": deps.clock (tests move it) */
  clock: Clock;
  /** the cache to use; null or left out: no caching */
  cache?: CatalogCache | null;
}

/**
 * The public catalogue bound to a database: the JSON API and the Astro pages read the same DTOs
 * from here, so the site and the API never disagree about seats or badges.
 *
 * Rows are cached (catalog-cache.ts); seats taken are read live and every clock-dependent value is
 * computed per call, so registrations and time show at once.
 */
export function createCatalogService(db: Db, options: CatalogServiceOptions) {
  const { clock } = options;
  const cache = options.cache ?? null;
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    cache ? cache.get(key, async () => deepFreeze(await load())) : load();

  /** The rows with their seats taken, counted live. */
  async function withLiveSeats<T extends CohortListRow>(rows: readonly T[]): Promise<(T & { seatsTaken: number })[]> {
    const taken = await countSeatsTaken(db, { cohortIds: rows.map((r) => r.id), now: clock() });
    return rows.map((r) => ({ ...r, seatsTaken: taken.get(r.id) ?? 0 }));
  }

  /** The public course by slug with its starts, as cached (the next start is chosen per call). */
  const getCourseDetail = (slug: string) =>
    cached(`course|${slug}`, async () => {
      const c = await getApprovedCourseBySlug(db, { slug, now: clock() });
      if (!c) return null;
      const detail: CourseDetailDto = {
        ...toCourseSummaryDto({ ...c, nextStartDate: c.nextStartDate }),
        description: c.description,
        learning_outcomes: c.learningOutcomes,
        grading_criteria: c.gradingCriteria,
        average_score: c.feedbackCount >= RATING_MIN_ANSWERS ? c.averageScore : null,
        // the course's own testimonials, then the feedback quotes an admin chose (issue 29 item 4)
        testimonials: [...c.testimonials, ...(await listPublicFeedbackQuotes(db, { courseId: c.id }))],
        teachers: c.teachers.map(toTeacherDto),
      };
      const starts = await listCourseStarts(db, { now: clock(), courseIds: [c.id] });
      return { detail, starts: starts.get(c.id) };
    });

  const service = {
    async listCourses(filter) {
      const key = `courses|${filter.category ?? ''}|${filter.language ?? ''}|${filter.q?.trim() ?? ''}`;
      const { list, starts } = await cached(key, async () => {
        const rows = (await listApprovedCourses(db, { ...filter, now: clock() })).map(toCourseSummaryDto);
        return { list: rows, starts: await listCourseStarts(db, { now: clock(), courseIds: rows.map((c) => c.id) }) };
      });
      const now = clock();
      return orderByNextStart(
        list.map((course) => withNextStart(course, starts.get(course.id), now)),
        now,
      );
    },
    async getCourse(slug) {
      const found = await getCourseDetail(slug);
      return found ? withNextStart(found.detail, found.starts, clock()) : null;
    },
    async listCohorts(courseId) {
      const rows = await cached(`cohorts|${courseId}`, () => listCohortsForCourse(db, { courseId, now: clock() }));
      const now = clock();
      return sortByNextStart(await withLiveSeats(rows), now).map((c) => toCohortDto(c, now));
    },
    async listUpcomingCohorts(limit) {
      const rows = await cached(`upcoming|${limit}`, () => listUpcomingCohorts(db, { limit, now: clock() }));
      const now = clock();
      return (await withLiveSeats(rows)).map((c) => ({
        ...toCohortDto(c, now),
        course_slug: c.courseSlug,
        course_name: c.courseName,
      }));
    },
    async listPartnerSchools() {
      const schools = await cached('schools', async () =>
        (await listSchools(db)).map((s) => ({ id: s.id, name: s.name, country: s.country })),
      );
      return [...schools];
    },
  } satisfies CatalogService;
  return {
    ...service,
    /** Only APPROVED courses and their cohorts are public. */
    isPublicCourse: (id: number) => cached(`public|${id}`, () => isApprovedCourse(db, { id })),
  };
}

export type CatalogReads = ReturnType<typeof createCatalogService>;

/** The public catalogue of one app (AppDeps.catalog): reads through its cache. */
export interface Catalog extends CatalogReads {
  /** the rows cache; null when caching is off (CATALOG_CACHE_TTL_SECONDS=0, e.g. bench/) */
  readonly cache: CatalogCache | null;
  /**
   * Forgets what a committed change makes stale (the composition root subscribes it to deps.changes).
   * Seats are read live and never cached, so a seat change drops nothing.
   */
  forget(change: PublicChange): void;
}

/** Built once by the composition root (services.ts); a TTL of 0 turns caching off. */
export function createCatalog(db: Db, options: { ttlMs: number; clock: Clock }): Catalog {
  const { clock } = options;
  const cache = options.ttlMs > 0 ? new CatalogCache({ ttlMs: options.ttlMs, clock }) : null;
  const service = createCatalogService(db, { cache, clock });
  return {
    ...service,
    cache,
    forget(change) {
      switch (change.t) {
        case 'course':
        case 'cohort':
        case 'teacher':
        case 'schools':
        case 'all':
          // the cached lists mix courses, cohorts, teachers and schools: any of them drops them all
          cache?.clear();
          return;
        case 'seats': // read live, never cached
        case 'mark':
          return;
      }
    },
  };
}
