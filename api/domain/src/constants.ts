// Business constants and enum value lists of product-spec §4 and §9, named once for the server,
// the site and the React apps. Enum lists are `as const` so their element types double as unions.

// ---- Time ----
export const TIMEZONE = 'Europe/Tallinn';
export const DATE_FORMAT = 'dd.MM.yyyy';
export const TIME_FORMAT = 'HH:mm';
/** Weeks run Monday to Sunday (date-fns `weekStartsOn`). */
export const WEEK_STARTS_ON = 1;
/** Class time day: 1 = Monday … 7 = Sunday. */
export const CLASS_DAY_MIN = 1;
export const CLASS_DAY_MAX = 7;
/** Class length when a cohort has no online_lesson_length (our choice: two academic hours). */
export const DEFAULT_ONLINE_LESSON_MINUTES = 90;

// ---- Accounts and forms ----
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const SUMMARY_MAX_WORDS = 250;
export const LEARNING_OUTCOMES_MIN = 3;
export const LEARNING_OUTCOMES_MAX = 6;

// ---- Payments and registration ----
/** Full refund up to 7 days after the course start; after that, none. */
export const REFUND_WINDOW_DAYS = 7;
export const BANK_CONFIRMATION_WORKING_DAYS = 2;
/** Estonian VAT (standard rate since 1 July 2025), included in every price we show or invoice. */
export const VAT_RATE_PERCENT = 24;
/** A school's monthly invoice is due this many days after its month ends (our choice, see invoices.ts). */
export const SCHOOL_INVOICE_DUE_DAYS_AFTER_PERIOD = 14;
/** SCHOOL_CREDITS_LOW (and its e-mail) when a school's credit balance falls to or below this (our choice). */
export const SCHOOL_CREDITS_LOW_THRESHOLD = 5;
export const INVOICE_DUE_DAYS_BEFORE_START = 3;
/** An unpaid invoice after a payer change closes access one week later. */
export const ACCESS_CLOSES_DAYS_AFTER_PAYER_CHANGE = 7;
export const MULTI_PASS_DAYS = 14;
export const SINGLE_PASS_DAYS = 7;
/** A waitlist offer holds the freed seat this long; then the next in line gets it (our choice, see waitlist-offers.ts). */
export const WAITLIST_OFFER_HOLD_HOURS = 48;

// ---- Cohort badges (thresholds chosen by us; the spec names only the labels, see cohort-badge.ts) ----
/** LAST_SPOTS when seats left <= max(LAST_SPOTS_MIN_SEATS, floor(size * LAST_SPOTS_SHARE)). */
export const LAST_SPOTS_MIN_SEATS = 3;
export const LAST_SPOTS_SHARE = 0.2;
/** STARTING_SOON when the start day is at most this many Tallinn calendar days away. */
export const STARTING_SOON_DAYS = 7;
/** A started cohort still takes new students (badge LAST_DAYS) during its first 14 days. */
export const LATE_JOIN_DAYS = 14;

// ---- Admin overview (issue 29 item 7; thresholds chosen by us, see school-overview.ts) ----
/** A cohort is at risk when it starts within this many Tallinn calendar days … */
export const AT_RISK_DAYS_BEFORE_START = 14;
/** … and fewer seats are taken than its minimum group size or this share of its seats, whichever is more. */
export const AT_RISK_MIN_FILL_SHARE = 0.4;
/** The overview's weekly charts cover this many Monday-to-Sunday weeks, the current one last. */
export const OVERVIEW_WEEKS = 12;

// ---- Attention flag ----
export const ATTENTION_WEEKS = 3;
export const ATTENTION_DAYS = ATTENTION_WEEKS * 7;

// ---- Feedback ----
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 10;
/** A course's rating shows on the public pages from this many feedback answers on (issue 29 item 4, ADR 033). */
export const RATING_MIN_ANSWERS = 3;
/** Satisfaction of 8 or more is positive; below it the highlights question asks what bothered you. */
export const POSITIVE_SATISFACTION = 8;
/** Selection scores of the difficulty and time-spent questions, in the order the options are shown. */
export const DIFFICULTY_SCORES = [1, 2, 5, 4, 3] as const;
export const TIME_SPENT_SCORES = [1, 2, 5, 4, 3] as const;
export const TEACHER_COMPETENCE_MIN = 1;
export const TEACHER_COMPETENCE_MAX = 5;
export const SELF_GRADE_MIN = 1;
export const SELF_GRADE_MAX = 5;
/** The improvement question appears for self grades up to this one: Insufficient (1), Fair (2), Good (3). */
export const IMPROVEMENT_QUESTION_MAX_SELF_GRADE = 3;
/** Longest text answer we store (our choice: a long page of text). */
export const FEEDBACK_TEXT_MAX_LENGTH = 5000;
/** A school representative sees a feedback breakdown only from this many answers on (small-group rule). */
export const FEEDBACK_MIN_ANSWERS_FOR_SCHOOL_REP = 3;

// ---- School year ----
/** The switch date is the last day of the old school year: month index 6 (July), day 31. */
export const SCHOOL_YEAR_SWITCH = { monthIndex: 6, day: 31 } as const;
/** So a school year starts on 1 August (month index 7) at 00:00 Europe/Tallinn. */
export const SCHOOL_YEAR_START = { monthIndex: 7, day: 1 } as const;
export const SCHOOL_YEAR_FILTERS = ['ALL', 'NEXT', 'CURRENT', 'LAST_PREVIOUS', 'ALL_PREVIOUS'] as const;
export type SchoolYearFilter = (typeof SCHOOL_YEAR_FILTERS)[number];

// ---- Client behaviour ----
// Where each is followed: SCROLL_ANIMATION by the site's scroll-in animation (site/src/features/motion),
// TOUCH's tap and swipe tolerances by the portal's swipes (portal/src/lib/swipe.ts: the feedback form's steps)
// and its long tap by the shared theme's tooltips, with TOOLTIP_DELAY_MS (portal/ui/src/theme). Not read (found
// 2026-12-01, session 52): TOUCH.holdMs (nothing acts while a finger is still held; the long tap is the same
// 400 ms), TOUCH.mouseIgnoreAfterTouchMs (the swipes read touch only, so no mouse event is
// counted twice), ICON_FETCH_TIMEOUT_MS (no icon is fetched at run time: the icons are bundled) and
// MENU_HIDE_DELAY_MS (no menu opens on hover; the menus open on a click). TOAST_POSITION is followed with
// literals of the portal's Toaster (top right); TOAST_LIBRARY_DEFAULT_MS describes a library default,
// overridden by TOAST_AUTO_CLOSE_MS.
export const TOAST_AUTO_CLOSE_MS = 3000;
/** A second toast within this window is ignored unless `multiple` is set. */
export const TOAST_DEDUPE_MS = 390;
export const TOAST_LIBRARY_DEFAULT_MS = 5000;
export const TOAST_POSITION = 'top-right';
export const LOADING_BAR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: '4px',
} as const;
/** A long tap, and a hold: a finger kept this long on one spot (a number of its own, so the first page's theme need not carry TOUCH). */
export const LONG_TAP_MS = 400;
export const TOUCH = {
  tapTolerance: 10,
  swipeTolerance: 30,
  holdMs: LONG_TAP_MS,
  longTapMs: LONG_TAP_MS,
  mouseIgnoreAfterTouchMs: 350,
} as const;
export const ICON_FETCH_TIMEOUT_MS = 1500;
export const RELOAD_GUARD_MS = 10_000;
export const SCROLL_ANIMATION = { offset: 120, duration: 400, delay: 0 } as const;
export const TOOLTIP_DELAY_MS = 200;
export const MENU_HIDE_DELAY_MS = 400;
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const READ_RETRIES = 1;
export const WRITE_RETRIES = 0;
export const ERROR_REPLAY_SAMPLE_RATE = { session: 0, onError: 1 } as const;
export const DEFAULT_PORT = 3000;

// ---- Enums (product-spec §4): the values are spelled once, in @valik/db/enum-values ----
export {
  USER_ROLES as ROLES,
  COHORT_STATUSES,
  COHORT_PARTICIPANT_STATUSES as PARTICIPANT_STATUSES,
  COURSE_STATUSES,
  INVOICE_STATUSES,
  PAYERS,
  SUBSCRIPTION_TYPES,
  SCHOOL_CREDIT_LOG_TYPES,
  ACTIVITY_TYPES,
  UI_LANGUAGES as LANGS,
  // the personal list price (ADR 009), shared with the seed
  COURSE_LIST_PRICE_CENTS,
} from '@valik/db/enum-values';
export type {
  UserRole as Role,
  CohortStatus,
  CohortParticipantStatus as ParticipantStatus,
  CourseStatus,
  InvoiceStatus,
  Payer,
  SubscriptionType,
  SchoolCreditLogType,
  ActivityType,
} from '@valik/db/enum-values';

/** Registering is possible only in these statuses (a full group offers the waitlist). */
export const REGISTRABLE_COHORT_STATUSES = ['IN_PROGRESS', 'REGISTRATION_OPEN', 'GROUP_FULL'] as const;
/** Statuses after which a cohort takes nobody new. */
export const CLOSED_COHORT_STATUSES = ['COMPLETED', 'CANCELED', 'TEACHER_PAID'] as const;
/** COMPLETED is shown as 'Arvestatud', FAILED as 'Mittearvestatud'. */
export const RESULT_PARTICIPANT_STATUSES = ['COMPLETED', 'FAILED'] as const;

export const DEFAULT_LANG = 'et';
