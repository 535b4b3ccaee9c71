// Form rules of the admin console (product-spec §3 form shapes, §5 validation) as zod schemas. The
// React-Admin forms validate with these and the /api/v1/manage routes validate every write with the
// same ones, so a rule is written once. Field names are the JSON API's (snake_case). Messages are
// English source strings (i18n keys, Estonian in api/domain/src/i18n/messages.et.ts).
import { z } from 'zod';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, UI_LANGUAGES } from '@valik/db/enum-values';
import { COHORT_STATUSES, COURSE_STATUSES, PARTICIPANT_STATUSES, PAYERS, ROLES } from './constants.ts';
import { classTimeSchema, courseSummarySchema, emailSchema, learningOutcomesSchema, VALIDATION_MESSAGES } from './validation.ts';
import { tallinnTime, toTallinn } from './dates.ts';
import { isGmailAddress } from './community.ts';

export const MANAGE_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  statusRequired: 'Choose a status',
  courseRequired: 'Choose a course',
  classTimesRequired: 'Add at least one online class time',
  classTimeInvalid: VALIDATION_MESSAGES.classTimeInvalid,
  nameRequired: 'Enter a name',
  startDateRequired: 'Enter the start date',
  endDateRequired: 'Enter the end date',
  dateInvalid: 'Invalid date',
  startBeforeEnd: 'The start date must be before the end date',
  lessonLengthRequired: 'Enter the online class length',
  minSizeRequired: 'Enter the minimum group size',
  maxSizeRequired: 'Enter the maximum group size',
  minAboveMax: 'The minimum size cannot be larger than the maximum size',
  teachersRequired: 'Add at least one teacher',
  classroomLinkRequired: 'Enter the classroom link',
  videoLinkRequired: 'Enter the video meeting link',
  linkInvalid: 'Enter a full link starting with https://',
  ownerRequired: 'Choose the owner',
  titleRequired: 'Enter a title',
  slugRequired: 'Enter a slug',
  slugInvalid: 'The slug may contain only lowercase letters, digits and hyphens',
  summaryRequired: 'Enter a summary',
  summaryTooLong: VALIDATION_MESSAGES.summaryTooLong,
  outcomesTooFew: VALIDATION_MESSAGES.outcomesTooFew,
  outcomesTooMany: VALIDATION_MESSAGES.outcomesTooMany,
  descriptionRequired: 'Enter a description',
  gradingCriteriaRequired: 'Enter the grading criteria',
  categoriesRequired: 'Choose at least one category',
  thumbnailRequired: 'Add a thumbnail',
  languageRequired: 'Choose a language',
  creatorRequired: 'Choose the creator',
  wholeNumber: 'Enter a whole number of 0 or more',
  positiveNumber: 'Enter a whole number of 1 or more',
  countryInvalid: 'Enter a two-letter country code, e.g. EE',
  payerRequired: 'Choose who pays',
  gmailRequired: 'The classroom e-mail must be a Gmail address',
  periodOrder: 'The period must start before it ends',
  creditsAmount: 'Enter a number of credits of 1 or more',
  expiryInPast: 'The expiry date must be in the future',
  roleRequired: 'Choose a role',
  repSchoolRequired: 'Choose the school the representative represents',
} as const;
const M = MANAGE_MESSAGES;

// ---- building blocks ----

const requiredText = (message: string) => z.string(message).trim().min(1, message);
/** An optional free text: empty and missing become null. */
const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));
const idOf = (message: string) => z.int(message).positive(message);
const wholeNumber = (message: string) => z.int(message).min(0, message);

/** An http(s) link to a named host; `localhost` too (the development stand-ins' invite links, issue 14). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}
const requiredLink = (message: string) => requiredText(message).refine(isWebLink, M.linkInvalid);
const optionalLink = optionalText.refine((v) => v === null || isWebLink(v), M.linkInvalid);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A form date: 'yyyy-MM-dd' (a Tallinn calendar day, what the date inputs give) or a full ISO instant
 * (what the API hands back). Returns null when it is neither.
 */
export function parseFormDate(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = tallinnTime(y, m - 1, d);
    // 2026-02-31 would roll over into March: refuse it
    const check = new Date(Date.UTC(y, m - 1, d));
    return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
const formDate = (requiredMessage: string) =>
  requiredText(requiredMessage).refine((v) => parseFormDate(v) !== null, M.dateInvalid);
const optionalFormDate = optionalText.refine((v) => v === null || parseFormDate(v) !== null, M.dateInvalid);

// ---- cohorts ----

/** null when either date is missing or unreadable; else whether the start is not before the end. */
function isStartNotBeforeEnd(value: unknown): boolean | null {
  const v = value as { start_date?: unknown; end_date?: unknown } | null;
  if (typeof v?.start_date !== 'string' || typeof v.end_date !== 'string') return null;
  const start = parseFormDate(v.start_date.trim());
  const end = parseFormDate(v.end_date.trim());
  if (!start || !end) return null;
  return start.getTime() >= end.getTime();
}

export const cohortFormSchema = z
  .object({
    name: requiredText(M.nameRequired),
    status: z.enum(COHORT_STATUSES, M.statusRequired),
    course_id: idOf(M.courseRequired),
    start_date: formDate(M.startDateRequired),
    end_date: formDate(M.endDateRequired),
    online_class_times: z.array(classTimeSchema, M.classTimesRequired).min(1, M.classTimesRequired),
    online_lesson_length: z.int(M.lessonLengthRequired).positive(M.positiveNumber),
    min_size: wholeNumber(M.minSizeRequired),
    size: z.int(M.maxSizeRequired).positive(M.positiveNumber),
    teacher_ids: z.array(idOf(M.teachersRequired), M.teachersRequired).min(1, M.teachersRequired),
    user_creator_id: idOf(M.ownerRequired),
    external_lms_link: requiredLink(M.classroomLinkRequired),
    video_url: requiredLink(M.videoLinkRequired),
    discord_channel_id: optionalText,
    discord_invite_url: optionalLink,
    lms_id: optionalText,
    lw_course_id: optionalText,
    notes: optionalText,
  })
  // These two run even while other fields are still wrong (zod skips object refinements by default
  // then), so the admin sees every problem of the form at once.
  .refine((v) => !isStartNotBeforeEnd(v), {
    message: M.startBeforeEnd,
    path: ['end_date'],
    when: (payload) => isStartNotBeforeEnd(payload.value) !== null,
  })
  .refine((v) => !(typeof v.min_size === 'number' && typeof v.size === 'number' && v.min_size > v.size), {
    message: M.minAboveMax,
    path: ['min_size'],
    when: (payload) => {
      const v = payload.value as { min_size?: unknown; size?: unknown } | null;
      return Number.isInteger(v?.min_size) && Number.isInteger(v?.size);
    },
  });
export type CohortFormInput = z.input<typeof cohortFormSchema>;
export type CohortFormValues = z.output<typeof cohortFormSchema>;

/** A participant change from /manage/cohorts/{id}/students. */
export const participantUpdateSchema = z.object({
  status: z.enum(PARTICIPANT_STATUSES, M.statusRequired),
});
export type ParticipantUpdate = z.output<typeof participantUpdateSchema>;

// ---- courses ----

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const testimonialSchema = z.object({
  author: requiredText(M.required),
  text: requiredText(M.required),
});

export const courseFormSchema = z.object({
  name: requiredText(M.titleRequired),
  slug: requiredText(M.slugRequired).pipe(z.string().max(120, M.slugInvalid).regex(SLUG_PATTERN, M.slugInvalid)),
  summary: requiredText(M.summaryRequired).pipe(courseSummarySchema),
  learning_outcomes: z.array(z.string(M.required).trim().min(1, M.required), M.outcomesTooFew).pipe(learningOutcomesSchema),
  grading_criteria: requiredText(M.gradingCriteriaRequired),
  status: z.enum(COURSE_STATUSES, M.statusRequired),
  categories: z.array(z.enum(COURSE_CATEGORIES, M.categoriesRequired), M.categoriesRequired).min(1, M.categoriesRequired),
  thumbnail: requiredText(M.thumbnailRequired),
  language: z.enum(COURSE_LANGUAGES, M.languageRequired),
  short_description: optionalText,
  description: requiredText(M.descriptionRequired),
  academic_hours: wholeNumber(M.wholeNumber).nullish().transform((v) => v ?? null),
  testimonials: z
    .array(testimonialSchema)
    .nullish()
    .transform((v) => v ?? []),
  user_creator_id: idOf(M.creatorRequired),
  tag: optionalText,
  lw_course_id: optionalText,
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

/** 'Eesti keel ja kultuur!' → 'eesti-keel-ja-kultuur' (letters without diacritics, digits, hyphens). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

// ---- a teacher's courses and cohort proposals (issue 18 item 3) ----

/**
 * The course form a teacher fills in /user/courses/{id}: the spec's fields without the ones Valik sets
 * (status, creator, hours, testimonials, tag, LMS id). A teacher drafts (DRAFT), sends it for review
 * (IN_REVIEW) and an admin approves it (APPROVED) in the console.
 */
export const teacherCourseSchema = z.object({
  name: requiredText(M.titleRequired),
  slug: requiredText(M.slugRequired).pipe(z.string().max(120, M.slugInvalid).regex(SLUG_PATTERN, M.slugInvalid)),
  summary: requiredText(M.summaryRequired).pipe(courseSummarySchema),
  learning_outcomes: z.array(z.string(M.required).trim().min(1, M.required), M.outcomesTooFew).pipe(learningOutcomesSchema),
  grading_criteria: requiredText(M.gradingCriteriaRequired),
  categories: z.array(z.enum(COURSE_CATEGORIES, M.categoriesRequired), M.categoriesRequired).min(1, M.categoriesRequired),
  thumbnail: requiredText(M.thumbnailRequired),
  language: z.enum(COURSE_LANGUAGES, M.languageRequired),
  short_description: optionalText,
  description: requiredText(M.descriptionRequired),
});
export type TeacherCourseValues = z.output<typeof teacherCourseSchema>;

export const TEACHER_COURSE_MESSAGES = {
  locked: 'A course can be changed only while it is a draft',
  notApproved: 'A cohort can be proposed only for an approved course you created or teach',
} as const;

/** An admin's decision on a course in review or a cohort proposal (issue 29 item 6): approve, or send back with a reason. */
export const reviewDecisionSchema = z.discriminatedUnion('approve', [
  z.object({ approve: z.literal(true) }),
  z.object({ approve: z.literal(false), reason: requiredText('Write the reason for sending it back').pipe(z.string().max(2000)) }),
]);
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/** A teacher changes a course (and sends it for review) only while it is a DRAFT. */
export function canTeacherEditCourse(status: string): boolean {
  return status === 'DRAFT';
}

/** A teacher's proposal of a cohort of their approved course: a DRAFT the admin completes and opens. */
export const cohortProposalSchema = z
  .object({
    course_id: idOf(M.courseRequired),
    name: requiredText(M.nameRequired),
    start_date: formDate(M.startDateRequired),
    end_date: formDate(M.endDateRequired),
    online_class_times: z.array(classTimeSchema, M.classTimesRequired).min(1, M.classTimesRequired),
    online_lesson_length: z.int(M.lessonLengthRequired).positive(M.positiveNumber),
    min_size: wholeNumber(M.minSizeRequired),
    size: z.int(M.maxSizeRequired).positive(M.positiveNumber),
    notes: optionalText,
  })
  .refine((v) => !isStartNotBeforeEnd(v), { message: M.startBeforeEnd, path: ['end_date'], when: (payload) => isStartNotBeforeEnd(payload.value) !== null })
  .refine((v) => !(v.min_size > v.size), { message: M.minAboveMax, path: ['min_size'], when: (payload) => {
    const v = payload.value as { min_size?: unknown; size?: unknown } | null;
    return Number.isInteger(v?.min_size) && Number.isInteger(v?.size);
  } });
export type CohortProposalValues = z.output<typeof cohortProposalSchema>;

// ---- schools ----

export const schoolFormSchema = z.object({
  name: requiredText(M.nameRequired),
  country: z
    .string(M.countryInvalid)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, M.countryInvalid),
  default_payer: z.enum(PAYERS, M.payerRequired),
  prepaid_student_seats: wholeNumber(M.wholeNumber),
  /** integer euro cents; null = the list price */
  seat_price: wholeNumber(M.wholeNumber).nullish().transform((v) => v ?? null),
});
export type SchoolFormValues = z.output<typeof schoolFormSchema>;

/** Payment limitations keep the session user's spelling (inLanguage, courseIds, …); absent = no limit. */
export const paymentLimitationsSchema = z
  .object({
    inLanguage: z.array(z.enum(COURSE_LANGUAGES, M.languageRequired)).nullish(),
    courseIds: z.array(idOf(M.courseRequired)).nullish(),
    numberOfCourses: z.int(M.positiveNumber).positive(M.positiveNumber).nullish(),
    inTimePeriod: z
      .object({ start: formDate(M.startDateRequired), end: formDate(M.endDateRequired) })
      .nullish()
      .refine((p) => {
        if (!p) return true;
        const [s, e] = [parseFormDate(p.start), parseFormDate(p.end)];
        return !s || !e || s.getTime() <= e.getTime();
      }, M.periodOrder),
    /** the school lets its representatives edit these conditions (school-conditions.ts); admins set it */
    repsCanEdit: z.boolean().nullish(),
  })
  .transform((v) => ({
    inLanguage: v.inLanguage?.length ? v.inLanguage : null,
    courseIds: v.courseIds?.length ? v.courseIds : null,
    numberOfCourses: v.numberOfCourses ?? null,
    inTimePeriod: v.inTimePeriod ?? null,
    ...(v.repsCanEdit ? { repsCanEdit: true as const } : {}),
  }));

export const schoolConditionsSchema = z.object({
  payment_condition_text: optionalText,
  payment_limitations: paymentLimitationsSchema.nullish().transform((v) => v ?? null),
});

/** The whole school form of /manage/schools/{id}/conditions: its data and its payment conditions. */
export const schoolUpdateSchema = schoolFormSchema.extend(schoolConditionsSchema.shape);
export type SchoolUpdateValues = z.output<typeof schoolUpdateSchema>;

export const addSchoolCreditsSchema = z.object({
  school_id: idOf(M.required),
  amount: z.int(M.creditsAmount).positive(M.creditsAmount).max(100_000, M.creditsAmount),
  expires_at: optionalFormDate,
  note: optionalText,
});
export type AddSchoolCreditsValues = z.output<typeof addSchoolCreditsSchema>;

// ---- users ----

export const userProfileSchema = z.object({
  first_name: requiredText(M.required),
  last_name: requiredText(M.required),
  phone_number: optionalText,
  classroom_email: optionalText.refine(
    (v) => v === null || isGmailAddress(v),
    M.gmailRequired,
  ),
  language: z.enum(UI_LANGUAGES).nullish().transform((v) => v ?? null),
  /** school_reps rows: the schools this user represents */
  rep_school_ids: z
    .array(idOf(M.required))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  /** students row: the student's school (null = a private student) */
  student_school_id: idOf(M.required).nullish().transform((v) => v ?? null),
  /** teachers row */
  teacher_school_id: idOf(M.required).nullish().transform((v) => v ?? null),
  teacher_short_description: optionalText,
});
export type UserProfileValues = z.output<typeof userProfileSchema>;

/** The user form of /manage/users/{id}: the profile, and the role (changed by the accounts rules). */
export const userUpdateSchema = userProfileSchema.extend({
  role: z.enum(ROLES, M.roleRequired).optional(),
});
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/** /manage/users/new: an account of any role; the person gets an invitation e-mail to set a password. */
export const userCreateSchema = z
  .object({
    first_name: requiredText(M.required),
    last_name: requiredText(M.required),
    email: emailSchema,
    role: z.enum(ROLES, M.roleRequired),
    /** the represented school (SCHOOL_REP, required) or the school of a student or teacher */
    school_id: idOf(M.required).nullish().transform((v) => v ?? null),
    phone_number: optionalText,
    language: z.enum(UI_LANGUAGES).nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.role !== 'SCHOOL_REP' || v.school_id !== null, { message: M.repSchoolRequired, path: ['school_id'] });
export type UserCreateValues = z.output<typeof userCreateSchema>;

// ---- uploads ----

/** Course thumbnails: these types, at most this many bytes; stored re-encoded as WebP. */
export const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MESSAGES = {
  badType: 'The thumbnail must be a PNG, JPEG or WebP image',
  tooBig: 'The thumbnail can be at most 5 MB',
  notAnImage: 'The file is not a valid image',
} as const;

/** 'yyyy-MM-dd' of the Tallinn calendar day of an instant (what a date input shows); '' for nothing. */
export function toTallinnDateString(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = toTallinn(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
