// Every URL the site links to is built here, so a route change is one edit.
import type { CourseCategory, CourseLanguage, Lang } from '@valik/domain/contracts';
import { COURSE_CATEGORIES } from '@valik/domain/contracts';

/** LIFE_SKILLS → 'life-skills' (the URL slug of a category). */
export function categorySlug(category: CourseCategory): string {
  return category.toLowerCase().replaceAll('_', '-');
}

/** 'life-skills' → LIFE_SKILLS; anything else → null. Accepts the enum spelling too. */
export function categoryFromSlug(slug: string | null | undefined): CourseCategory | null {
  if (!slug) return null;
  const normalized = slug.trim().toUpperCase().replaceAll('-', '_');
  return COURSE_CATEGORIES.find((category) => category === normalized) ?? null;
}

export interface CourseListQuery {
  language?: CourseLanguage | undefined;
  q?: string | undefined;
  /** a signed-in student's favourites only (issue 29 item 5); the catalogue's filter "Lemmikud" */
  favourites?: boolean | undefined;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: () => '/',
  pricing: () => '/pricing',
  faq: () => '/faq',
  school: () => '/school',
  courses: (query: CourseListQuery = {}) =>
    withQuery('/courses', { favourites: query.favourites ? '1' : undefined, language: query.language, q: query.q }),
  category: (category: CourseCategory, query: CourseListQuery = {}) =>
    withQuery(`/courses/category/${categorySlug(category)}`, { language: query.language, q: query.q }),
  course: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
  /** The portal asks the visitor to sign in first when needed. */
  register: (courseId: number, cohortId: number) => `/user/courses/${courseId}?cohort=${cohortId}`,
  /** the student's registrations in the portal */
  myCourses: () => '/user/my-courses',
  login: () => '/auth/login',
  signup: () => '/auth/signup',
  /** sign-up that comes back to `to` (a portal page) once the address is confirmed */
  signupThen: (to: string) => `/auth/signup?redirect=${encodeURIComponent(to)}`,
  /** the student's pass: buy (Stripe Checkout), pause, cancel */
  paymentPlan: () => '/user/payment-plan',
  /** the checkout of one pass in the portal (issue 28 item 2) */
  passCheckout: (type: 'SINGLE_PASS' | 'MULTI_PASS') => `/user/payment-plan?pass=${type}`,
  teacherSignup: () => '/auth/signup-teacher',
  terms: () => '/terms',
  privacy: () => '/privacy',
  accessibility: () => '/accessibility',
  /** the public diploma check: the lookup form, and one code (printed and in the diploma's QR) */
  diplomas: () => '/diplomas',
  diploma: (code: string) => `/diplomas/${encodeURIComponent(code)}`,
  robots: () => '/robots.txt',
  sitemap: () => '/sitemap.xml',
  /** the generated link-preview image of a course */
  courseOgImage: (slug: string) => `/og/courses/${encodeURIComponent(slug)}.png`,
  /** the link-preview image of pages without their own */
  siteOgImage: () => '/og/site.png',
  /** seats and badges of a course's groups, as the availability refresh reads them */
  cohortsApi: (courseId: number) => `/api/v1/cohorts?course=${courseId}`,
} as const;

/**
 * The address of this page in `lang` without any other query: the default language (Estonian) has no
 * parameter, English has `?lang=en`, Russian `?lang=ru` (ADR 021). Canonical links and hreflang alternates use it.
 */
export function languageUrl(baseUrl: string, path: string, lang: Lang): string {
  const url = new URL(path, baseUrl);
  url.search = '';
  if (lang !== 'et') url.searchParams.set('lang', lang);
  return url.toString();
}

/** The same page in another language: the current URL with `lang` replaced. */
export function languageSwitchUrl(url: URL, lang: Lang): string {
  const params = new URLSearchParams(url.search);
  params.set('lang', lang);
  return `${url.pathname}?${params.toString()}`;
}

/** Absolute URL on the public base, without query (canonical and sitemap addresses). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl).toString();
}
