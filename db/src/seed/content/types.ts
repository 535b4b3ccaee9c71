// Plain typed shapes of the demo content. They do not depend on the Drizzle schema (only on the
// driver-free enum values), so the content can be read and reviewed on its own; the seed maps them
// onto the tables.
import type { CourseCategory, CourseLanguage, CourseStatus } from '../../enum-values.ts';

export { COURSE_CATEGORIES as SEED_CATEGORIES, COURSE_LANGUAGES as SEED_LANGUAGES } from '../../enum-values.ts';
export type SeedCategory = CourseCategory;
export type SeedLanguage = CourseLanguage;
export type SeedCourseStatus = CourseStatus;

export interface SeedTestimonial {
  author: string;
  text: string;
}

export interface SeedCourse {
  slug: string;
  name: string;
  /** Teaching language; every text of the course is written in it. */
  language: SeedLanguage;
  categories: SeedCategory[];
  status: SeedCourseStatus;
  /** 1–3 sentences, at most 250 words. */
  summary: string;
  /** One sentence for cards. */
  shortDescription: string;
  /** 2–4 paragraphs separated by a blank line. */
  description: string;
  /** 3–6 items. */
  learningOutcomes: string[];
  gradingCriteria: string;
  academicHours: number;
  tag: string | null;
  /** Public star rating, 1..5. */
  rating: number | null;
  /** Average end-of-course satisfaction, 1..10. */
  averageScore: number | null;
  testimonials: SeedTestimonial[];
  /** Index into TEACHERS of who usually teaches it. */
  teacherIndexes: number[];
}

export type SeedPayer = 'STUDENT' | 'SCHOOL';

/** Same shape as schools.payment_limitations (db/src/schema/schools.ts) minus courseIds, which the seed
 * fills from `limitedToCourseSlugs` once the courses have ids. */
export interface SeedPaymentLimitations {
  inLanguage?: SeedLanguage[];
  numberOfCourses?: number;
  /** 'SCHOOL_YEAR' = the school year that contains the seed's `now` (1 August … 31 July) */
  inTimePeriod?: 'SCHOOL_YEAR';
}

export interface SeedSchool {
  key: string;
  name: string;
  country: string;
  paymentConditionText: string;
  /** Course slugs; the seed turns them into course ids for payment_limitations.courseIds. */
  limitedToCourseSlugs?: string[];
  paymentLimitations: SeedPaymentLimitations;
  defaultPayer: SeedPayer;
  prepaidStudentSeats: number;
  /** cents */
  seatPrice: number;
  /** the buyer on its invoices: registry code and postal address (invented, in the municipal 75… range) */
  registryCode: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  /** its Peppol participant id, when it takes e-invoices there; else they go by e-mail */
  einvoiceAddress: string | null;
  /** Opening credit balance, in seats. */
  openingCredits: number;
}

export interface SeedPerson {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

export interface SeedTeacher extends SeedPerson {
  shortDescription: string;
  /** School key, when the teacher also works at a partner school. */
  schoolKey: string | null;
}

export interface SeedSchoolRep extends SeedPerson {
  schoolKey: string;
}

export interface SeedStudent extends SeedPerson {
  schoolKey: string | null;
  classroomEmail: string | null;
}
