// Small pieces the planners share: names, codes, dates, sampling, who belongs to which school.
import { COURSES } from '../content/courses.ts';
import type { DemoStudentRole } from '../content/cohorts.ts';
import { SCHOOLS, SCHOOL_REPS, STUDENTS } from '../content/people.ts';
import type { SeedCourse, SeedLanguage, SeedPayer, SeedSchool } from '../content/types.ts';
import type { Rng } from '../prng.ts';
import { addDays, atTime, tallinnParts, type mondayOfWeek } from '../time.ts';
import { repKey, type PersonKey, type PlannedCohort } from './types.ts';

const SEASONS: Record<SeedLanguage, [string, string, string, string]> = {
  et: ['talv', 'kevad', 'suvi', 'sügis'],
  en: ['Winter', 'Spring', 'Summer', 'Autumn'],
  ru: ['зима', 'весна', 'лето', 'осень'],
};

export function seasonName(date: Date, language: SeedLanguage): string {
  const { month, year } = tallinnParts(date);
  const season = month === 11 || month <= 1 ? 0 : month <= 4 ? 1 : month <= 7 ? 2 : 3;
  if (season !== 0) return `${SEASONS[language][season]} ${year}`;
  // A winter spans two years: December 2026 to February 2027 is "talv 2026/27".
  const from = month === 11 ? year : year - 1;
  return `${SEASONS[language][0]} ${from}/${String((from + 1) % 100).padStart(2, '0')}`;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const lowerCode = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => 'abcdefghijkmnpqrstuvwxyz'[rng.int(0, 23)]).join('');
export const alnum = (rng: Rng, n: number): string => Array.from({ length: n }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join('');
export const digits = (rng: Rng, n: number): string =>
  String(rng.int(1, 9)) + Array.from({ length: n - 1 }, () => String(rng.int(0, 9))).join('');

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
export const between = (rng: Rng, from: Date, to: Date): Date =>
  to.getTime() <= from.getTime() ? from : new Date(from.getTime() + Math.floor(rng.next() * (to.getTime() - from.getTime())));
export const minDate = (...dates: Date[]): Date => new Date(Math.min(...dates.map((d) => d.getTime())));
export const maxDate = (...dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

export function schoolOf(studentIndex: number): SeedSchool | null {
  const key = STUDENTS[studentIndex]?.schoolKey;
  return key ? (SCHOOLS.find((s) => s.key === key) ?? null) : null;
}

export function courseBySlug(slug: string): SeedCourse {
  const course = COURSES.find((c) => c.slug === slug);
  if (!course) throw new Error(`seed: unknown course slug ${slug}`);
  return course;
}

/** Who pays, following the school's payment limitations (language, course list). */
export function choosePayer(rng: Rng, studentIndex: number, course: SeedCourse): SeedPayer {
  const school = schoolOf(studentIndex);
  if (!school) return 'STUDENT';
  const languages = school.paymentLimitations.inLanguage;
  if (languages && !languages.includes(course.language)) return 'STUDENT';
  if (school.limitedToCourseSlugs && !school.limitedToCourseSlugs.includes(course.slug)) return 'STUDENT';
  return rng.chance(school.defaultPayer === 'SCHOOL' ? 0.85 : 0.5) ? 'SCHOOL' : 'STUDENT';
}

export const DEMO_PAYER: Record<DemoStudentRole, SeedPayer> = {
  'completed-with-feedback': 'SCHOOL',
  'completed-feedback-pending': 'STUDENT',
  'awaiting-result': 'STUDENT',
  'in-progress': 'SCHOOL',
  'upcoming-unpaid': 'STUDENT',
  canceled: 'SCHOOL',
};

/** Weighted sampling without replacement. */
export function weightedSample(rng: Rng, candidates: number[], weight: (i: number) => number, count: number): number[] {
  const pool = [...candidates];
  const chosen: number[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((sum, i) => sum + weight(i), 0);
    let r = rng.next() * total;
    let pickAt = pool.length - 1;
    for (let k = 0; k < pool.length; k += 1) {
      r -= weight(pool[k] as number);
      if (r < 0) {
        pickAt = k;
        break;
      }
    }
    chosen.push(pool[pickAt] as number);
    pool.splice(pickAt, 1);
  }
  return chosen;
}

export function classInstants(cohort: PlannedCohort, monday: ReturnType<typeof mondayOfWeek>, weeks: number[]): Date[] {
  const instants: Date[] = [];
  for (const week of weeks) {
    for (const slot of cohort.classTimes) {
      instants.push(atTime(addDays(monday, week * 7 + slot.day - 1), slot.hour, slot.minute));
    }
  }
  return instants.sort((a, b) => a.getTime() - b.getTime());
}

/** The school rep of a school (the first one), as a person key. */
export function schoolRepOf(schoolKey: string): PersonKey | null {
  const index = SCHOOL_REPS.findIndex((r) => r.schoolKey === schoolKey);
  return index >= 0 ? repKey(index) : null;
}
