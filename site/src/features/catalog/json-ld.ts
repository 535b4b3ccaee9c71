// schema.org data for search engines: a Course with a CourseInstance per public cohort
// (https://schema.org/Course, https://developers.google.com/search/docs/appearance/structured-data/course-info)
// and the page's BreadcrumbList.
import type { ClassTimeDto, CohortDto, CourseDetailDto, CourseLanguage } from '@valik/domain/contracts';
import { DEFAULT_ONLINE_LESSON_MINUTES, TIMEZONE, cohortClassStarts, formatTime } from '@valik/domain';
import { absoluteUrl, paths } from '../../paths.ts';

export interface CourseJsonLdInput {
  course: CourseDetailDto;
  cohorts: readonly CohortDto[];
  baseUrl: string;
  /** path or URL of the course's image (thumbnail or generated card) */
  image?: string | undefined;
  /** the price the page shows, in cents with VAT (the Offer's price); none: the Offer names no amount */
  priceCents?: number | undefined;
}

/** An academic hour is 45 minutes (Estonian schools). */
const ACADEMIC_HOUR_MINUTES = 45;

const DAY_URLS = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
] as const;

const LANGUAGE_TAGS: Record<CourseLanguage, string> = { et: 'et', en: 'en', ru: 'ru' };

const personName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();

/** 90 → 'PT1H30M' (ISO 8601 duration). */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/**
 * The weekly schedule of a cohort: days, start time (Tallinn), lesson length, and how many classes in all
 * (`repeatCount` counts the events, so two a week for six weeks are 12, not 6).
 */
function cohortSchedule(cohort: CohortDto): Record<string, unknown> {
  const times = [...cohort.online_class_times].sort((a, b) => a.day - b.day || a.hour - b.hour);
  const first: ClassTimeDto | undefined = times[0];
  const classes = cohortClassStarts({ startDate: cohort.start_date, endDate: cohort.end_date, classTimes: times }).length;
  return {
    '@type': 'Schedule',
    repeatFrequency: 'Weekly',
    repeatCount: Math.max(1, classes),
    duration: isoDuration(cohort.online_lesson_length ?? DEFAULT_ONLINE_LESSON_MINUTES),
    startDate: cohort.start_date.slice(0, 10),
    endDate: cohort.end_date.slice(0, 10),
    scheduleTimezone: TIMEZONE,
    ...(times.length ? { byDay: [...new Set(times.map((time) => DAY_URLS[time.day - 1]))] } : {}),
    ...(first ? { startTime: formatTime(first.hour, first.minute) } : {}),
  };
}

export function courseJsonLd({ course, cohorts, baseUrl, image, priceCents }: CourseJsonLdInput): Record<string, unknown> {
  const url = absoluteUrl(baseUrl, paths.course(course.slug));
  const provider = { '@type': 'Organization', name: 'Valik', url: absoluteUrl(baseUrl, paths.home()) };
  const imageUrl = image ?? course.thumbnail;
  const workload = course.academic_hours ? isoDuration(course.academic_hours * ACADEMIC_HOUR_MINUTES) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.name,
    description: course.summary || course.description,
    url,
    inLanguage: LANGUAGE_TAGS[course.language],
    provider,
    ...(imageUrl ? { image: absoluteUrl(baseUrl, imageUrl) } : {}),
    ...(course.learning_outcomes.length ? { teaches: course.learning_outcomes } : {}),
    ...(workload ? { timeRequired: workload } : {}),
    educationalCredentialAwarded: 'Diploma',
    // Paid courses: the amount the page shows (VAT included); a school's own terms are agreed apart.
    offers: [
      {
        '@type': 'Offer',
        category: 'Paid',
        url,
        ...(priceCents !== undefined ? { price: (priceCents / 100).toFixed(2), priceCurrency: 'EUR' } : {}),
      },
    ],
    ...(cohorts.length
      ? {
          hasCourseInstance: cohorts.map((cohort) => ({
            '@type': 'CourseInstance',
            name: cohort.name,
            courseMode: 'Online',
            startDate: cohort.start_date,
            endDate: cohort.end_date,
            location: { '@type': 'VirtualLocation', url },
            courseSchedule: cohortSchedule(cohort),
            ...(workload ? { courseWorkload: workload } : {}),
            ...(cohort.teachers.length
              ? { instructor: cohort.teachers.map((teacher) => ({ '@type': 'Person', name: personName(teacher) })) }
              : {}),
          })),
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly { name: string; path: string }[], baseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
