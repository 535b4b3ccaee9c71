// Test data builders: every test states the fields it cares about and gets sensible defaults for the rest.
import type { CohortDto, CourseDetailDto, SiteLocals } from '@valik/domain/contracts';
import { UNCONFIGURED } from '../../src/config.ts';
import { createInMemoryCatalog, type CatalogData } from './in-memory-catalog.ts';
import { createInMemoryDiplomas } from './in-memory-diplomas.ts';

let nextId = 1;
const newId = (): number => nextId++;

export function buildCourse(overrides: Partial<CourseDetailDto> = {}): CourseDetailDto {
  const id = overrides.id ?? newId();
  return {
    id,
    slug: `course-${id}`,
    name: `Course ${id}`,
    summary: 'A short summary of the course.',
    language: 'et',
    categories: ['OTHERS'],
    thumbnail: null,
    academic_hours: 24,
    rating: 4.6,
    rating_count: 12,
    next_start_date: null,
    updated_at: '2026-09-01T08:00:00.000Z',
    description: 'What the course is about.\n\nAnd how it is taught.',
    learning_outcomes: ['Outcome one', 'Outcome two', 'Outcome three'],
    grading_criteria: 'Attend the classes and hand in the assignments.',
    average_score: null,
    testimonials: [],
    teachers: [],
    ...overrides,
  };
}

export function buildCohort(course: Pick<CourseDetailDto, 'id'>, overrides: Partial<CohortDto> = {}): CohortDto {
  const id = overrides.id ?? newId();
  return {
    id,
    course_id: course.id,
    name: `Group ${id}`,
    status: 'REGISTRATION_OPEN',
    start_date: '2030-09-01T06:00:00.000Z',
    end_date: '2030-11-30T06:00:00.000Z',
    online_class_times: [{ day: 2, hour: 16, minute: 0 }],
    online_lesson_length: 90,
    size: 20,
    seats_taken: 5,
    seats_left: 15,
    badge: 'REGISTRATION_OPEN',
    availability: 'OPEN',
    can_register: true,
    teachers: [],
    ...overrides,
  };
}

export function buildLocals(data: Partial<CatalogData> = {}, overrides: Partial<SiteLocals> = {}): SiteLocals {
  return {
    catalog: createInMemoryCatalog({ courses: [], cohorts: [], schools: [], ...data }),
    diplomas: createInMemoryDiplomas([]),
    lang: 'et',
    isProduction: false,
    isBot: false,
    baseUrl: 'http://localhost:3000',
    user: null,
    registrations: { liveCohortIds: () => Promise.resolve([]), favouriteCourseIds: () => Promise.resolve([]) },
    config: UNCONFIGURED,
    ...overrides,
  };
}
