// The session user of spec §3, as `POST /api/v1/auth/session` and `GET /api/v1/users/{id}/hydrate`
// return it and the portal keeps it in its store. One definition for server and clients.
import type { CourseLanguage, Lang } from './catalog.ts';

export type UserRole = 'STUDENT' | 'TEACHER' | 'SCHOOL_REP' | 'ADMIN';

export interface SchoolPaymentLimitations {
  /** only courses taught in these languages */
  inLanguage?: CourseLanguage[] | null;
  /** only these course ids */
  courseIds?: number[] | null;
  /** at most this many courses per student */
  numberOfCourses?: number | null;
  /** only cohorts starting within this period (ISO dates, inclusive) */
  inTimePeriod?: { start: string; end: string } | null;
  /** the school lets its representatives edit its payment conditions (set by an admin) */
  repsCanEdit?: boolean | null;
}

export interface SessionSubscription {
  id: number;
  created_at: string;
  type: 'MULTI_PASS' | 'SINGLE_PASS';
  discount: boolean;
  pause_collection: { behavior: string; resumes_at: string | null } | null;
}

export interface SessionUser {
  // identity and role
  id: number;
  auth_id: string | null;
  email: string;
  metadata: { provider?: string; ip_address?: string } | null;
  role: UserRole;
  permissions: string[];
  /** session expiry and issue time, seconds since the epoch */
  exp: number | null;
  iat: number | null;
  // profile
  first_name: string;
  last_name: string;
  phone_number: string | null;
  discord_user_id: string | null;
  classroom_email: string | null;
  lw_user_id: string | null;
  favorite_courses: number[];
  /** price of one course for this user in cents, when known */
  course_price: number | null;
  language: Lang | null;
  // school
  school_id: number | null;
  school_name: string | null;
  school_payment_text: string | null;
  school_payment_limitations: SchoolPaymentLimitations | null;
  promotion_code: { promotion_code: string; times_redeemed: number } | null;
  subscription: SessionSubscription | null;
}
