// A real CatalogService over in-memory data, built by the tests themselves (no database needed):
// the same filtering contract the server's database-backed catalogue honours.
import type {
  CatalogService,
  CohortDto,
  CourseDetailDto,
  CourseFilter,
  CourseSummaryDto,
} from '@valik/domain/contracts';

export interface CatalogData {
  courses: CourseDetailDto[];
  cohorts: CohortDto[];
  schools: { id: number; name: string; country: string }[];
}

const toSummary = ({
  id,
  slug,
  name,
  summary,
  language,
  categories,
  thumbnail,
  academic_hours,
  rating,
  rating_count,
  next_start_date,
  updated_at,
}: CourseDetailDto): CourseSummaryDto => ({
  id,
  slug,
  name,
  summary,
  language,
  categories,
  thumbnail,
  academic_hours,
  rating,
  rating_count,
  next_start_date,
  updated_at,
});

const byStart = (a: CohortDto, b: CohortDto): number => a.start_date.localeCompare(b.start_date);

export function createInMemoryCatalog(data: CatalogData): CatalogService {
  return {
    async listCourses({ category, language, q }: CourseFilter) {
      const needle = q?.trim().toLowerCase();
      return data.courses
        .filter((course) => !category || course.categories.includes(category))
        .filter((course) => !language || course.language === language)
        .filter((course) => !needle || course.name.toLowerCase().includes(needle))
        .map(toSummary);
    },
    async getCourse(slug) {
      return data.courses.find((course) => course.slug === slug) ?? null;
    },
    async listCohorts(courseId) {
      return data.cohorts.filter((cohort) => cohort.course_id === courseId).sort(byStart);
    },
    async listUpcomingCohorts(limit) {
      return [...data.cohorts]
        .sort(byStart)
        .slice(0, limit)
        .flatMap((cohort) => {
          const course = data.courses.find((candidate) => candidate.id === cohort.course_id);
          return course ? [{ ...cohort, course_slug: course.slug, course_name: course.name }] : [];
        });
    },
    async listPartnerSchools() {
      return data.schools;
    },
  };
}
