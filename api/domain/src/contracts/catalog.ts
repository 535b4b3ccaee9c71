// Shapes of the public catalogue as the JSON API returns them (snake_case, like the spec's fields)
// and as the Astro site receives them through `locals.catalog`. One definition for both.

// The category and language values are spelled once, in @valik/db/enum-values.
export { COURSE_CATEGORIES, COURSE_LANGUAGES } from '@valik/db/enum-values';
export type { CourseCategory, CourseLanguage } from '@valik/db/enum-values';
import type { CourseCategory, CourseLanguage } from '@valik/db/enum-values';
import type { DiplomaLookup } from './diplomas.ts';
import type { ErrorReportingConfig } from '../error-reporting.ts';

export type CohortBadge = 'LAST_SPOTS' | 'REGISTRATION_OPEN' | 'JOIN_WAITLIST' | 'LAST_DAYS' | 'STARTING_SOON';
/** What the user is told about a cohort besides the badge. */
export type CohortAvailability = 'OPEN' | 'FULL' | 'NOT_OPEN_YET' | 'CLOSED';

export interface ClassTimeDto {
  /** 1 = Monday … 7 = Sunday, Europe/Tallinn */
  day: number;
  hour: number;
  minute: number;
}

export interface TeacherSummaryDto {
  id: number;
  first_name: string;
  last_name: string;
  short_description: string | null;
  /** the teacher's photo (an uploaded avatar, /uploads/…), or null: the page shows the initials */
  avatar: string | null;
}

export interface CourseSummaryDto {
  id: number;
  slug: string;
  name: string;
  summary: string;
  language: CourseLanguage;
  categories: CourseCategory[];
  thumbnail: string | null;
  academic_hours: number | null;
  /** the mean feedback satisfaction on a scale of 5, from RATING_MIN_ANSWERS answers on (ADR 033); else null */
  rating: number | null;
  /** how many feedback answers made the rating (0 when it is not shown) */
  rating_count: number;
  /** next upcoming or running cohort start, ISO, or null */
  next_start_date: string | null;
  /** when the course's page last changed (the course or one of its public cohorts), ISO: the sitemap's lastmod */
  updated_at: string;
}

export interface TestimonialDto {
  author: string;
  text: string;
}

export interface CourseDetailDto extends CourseSummaryDto {
  description: string;
  learning_outcomes: string[];
  grading_criteria: string;
  average_score: number | null;
  testimonials: TestimonialDto[];
  teachers: TeacherSummaryDto[];
}

export interface CohortDto {
  id: number;
  course_id: number;
  name: string;
  status: string;
  start_date: string;
  end_date: string;
  online_class_times: ClassTimeDto[];
  online_lesson_length: number | null;
  size: number;
  seats_taken: number;
  seats_left: number;
  badge: CohortBadge | null;
  availability: CohortAvailability;
  can_register: boolean;
  teachers: TeacherSummaryDto[];
}

export interface CourseFilter {
  category?: CourseCategory | undefined;
  language?: CourseLanguage | undefined;
  q?: string | undefined;
}

/** What the API server hands the Astro site in `locals.catalog` (bound to the live database). */
export interface CatalogService {
  listCourses(filter: CourseFilter): Promise<CourseSummaryDto[]>;
  getCourse(slug: string): Promise<CourseDetailDto | null>;
  listCohorts(courseId: number): Promise<CohortDto[]>;
  listUpcomingCohorts(limit: number): Promise<(CohortDto & { course_slug: string; course_name: string })[]>;
  listPartnerSchools(): Promise<{ id: number; name: string; country: string }[]>;
}

/** An interface language: Estonian (default), English, Russian (ADR 021). */
export type Lang = 'et' | 'en' | 'ru';

/**
 * Widths (px) the server renders an uploaded raster image at: `/uploads/<key>?w=<width>` (WebP, never
 * wider than the original). The site builds its srcset from these; any other width is refused.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What the site may ask about a signed-in user's registrations (bound to the live database). */
export interface RegistrationLookup {
  /** the cohorts of the course in which the user holds a live (not cancelled) registration */
  liveCohortIds(params: { userId: number; courseId: number }): Promise<number[]>;
  /** the courses the student marked as favourites (issue 29 item 5: the heart on cards and course pages) */
  favouriteCourseIds(params: { userId: number }): Promise<number[]>;
}

/** `Astro.locals` as the server sets it for every site request. */
export interface SiteLocals {
  catalog: CatalogService;
  /** diploma verification codes (/diplomas/{code}) */
  diplomas: DiplomaLookup;
  lang: Lang;
  /** true in production: the cookie banner and tag manager are only active there */
  isProduction: boolean;
  /** true when the request comes from a crawler or Lighthouse (errors are hidden from them) */
  isBot: boolean;
  /** Public base URL, e.g. http://localhost:3000 */
  baseUrl: string;
  user: { id: number; role: string; first_name: string } | null;
  /** the signed-in user's own registrations, read live (never cached) */
  registrations: RegistrationLookup;
  /** the site's settings from the server configuration (api/src/env.ts) */
  config: SiteConfig;
  /** reports an error a page threw (500.astro), with this request's id; absent: nowhere to report */
  reportError?: (error: unknown) => void;
}

/** Public site settings (PUBLIC_* in api/src/env.ts); null = not configured. */
export interface SiteConfig {
  /** tag manager container id (GTM-…) */
  gtmId: string | null;
  gtmScriptUrl: string;
  /** ad pixel id (digits) */
  adPixelId: string | null;
  adPixelScriptUrl: string;
  /** pass prices in euro cents */
  prices: { singlePass: number | null; multiPass: number | null };
  /** the browser's error reporting (Sentry); null or absent: off */
  errorReporting?: ErrorReportingConfig | null;
  /** who runs the school (the legal pages name them): the same company as on the invoices; null: not configured */
  operator?: { name: string; registryCode: string; address: string } | null;
}
