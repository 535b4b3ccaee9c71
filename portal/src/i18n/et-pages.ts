// Estonian of the features (their tables live beside their pages), loaded with the /user pages and
// not on the first page of a visitor (issue 16 item 5); the frame's and the /auth pages' Estonian is
// in et.ts, which wins on a shared key.
import { journeyEt } from '../features/registration/et.journey.ts';
import { billingEt } from '../features/billing/et.billing.ts';
import { teachingEt } from '../features/cohorts/et.teaching.ts';
import { paymentsEt } from '../features/track/et.payments.ts';
import { passesEt } from '../features/payment-plan/et.passes.ts';
import { communityEt } from '../features/community/et.community.ts';
import { coursesEt } from '../features/courses/et.courses.ts';
import { attendanceEt } from '../features/attendance/et.attendance.ts';
import { transferEt } from '../features/my-courses/et.transfer.ts';
import { favouritesEt } from '../features/favourites/et.favourites.ts';
import { schoolsMenuEt } from '../features/school/et.schools-menu.ts';
import { feedbackDashboardEt } from '@valik/ui/feedback-dashboard/et';
import { queryStateEt } from '@valik/ui/query-state/et';
import { BILLING_WORDS_ET, CATEGORY_ET, COURSE_STATUS_ET, INVOICE_STATUS_ET, PARTICIPANT_STATUS_ET, PASS_KIND_ET, PAYER_ET, REFUND_STATE_ET, ROLE_ET } from '@valik/domain';
import { etCore } from './et.ts';

/**
 * The glossary's words the portal shows (issue 30 item 1, ADR 036), by the portal's English keys (ru.ts has the
 * same keys): only the keys are written here, the words are the glossary's sections (not the whole glossary,
 * nor its English, on the student's home); glossary.test.ts checks each key is the glossary's English.
 */
const glossaryEt: Record<string, string> = {
  Popular: CATEGORY_ET.POPULAR,
  'Life skills': CATEGORY_ET.LIFE_SKILLS,
  Sustainability: CATEGORY_ET.SUSTAINABILITY,
  Languages: CATEGORY_ET.LANGUAGES,
  Diversity: CATEGORY_ET.DIVERSITY,
  Technology: CATEGORY_ET.TECHNOLOGY,
  'Business and finance': CATEGORY_ET.BUSINESS_AND_FINANCE,
  'Mental health': CATEGORY_ET.MENTAL_HEALTH,
  Others: CATEGORY_ET.OTHERS,
  Registered: PARTICIPANT_STATUS_ET.REGISTERED,
  'In progress': PARTICIPANT_STATUS_ET.IN_PROGRESS,
  Passed: PARTICIPANT_STATUS_ET.COMPLETED,
  'Not passed': PARTICIPANT_STATUS_ET.FAILED,
  Canceled: PARTICIPANT_STATUS_ET.CANCELED,
  'Awaiting result': PARTICIPANT_STATUS_ET.AWAITING_RESULT,
  Draft: COURSE_STATUS_ET.DRAFT,
  'Awaiting approval': COURSE_STATUS_ET.IN_REVIEW,
  Approved: COURSE_STATUS_ET.APPROVED,
  Paid: INVOICE_STATUS_ET.PAID,
  Unpaid: INVOICE_STATUS_ET.UNPAID,
  'Refund requested': REFUND_STATE_ET.REQUESTED,
  'Refund sent': REFUND_STATE_ET.SENT,
  'Refund arrived': REFUND_STATE_ET.ARRIVED,
  Student: PAYER_ET.STUDENT,
  School: PAYER_ET.SCHOOL,
  'The teacher': ROLE_ET.TEACHER,
  'Single pass': PASS_KIND_ET.SINGLE_PASS,
  'Multi pass': PASS_KIND_ET.MULTI_PASS,
  'Credit note': BILLING_WORDS_ET.creditNote,
  Refunded: BILLING_WORDS_ET.refunded,
  'Covered by your pass': BILLING_WORDS_ET.coveredByPass,
};

export const etPages: Record<string, string> = {
  ...queryStateEt, // the UI kit's loading and error states (@valik/ui)
  ...feedbackDashboardEt, // the UI kit's feedback dashboard (@valik/ui)
  ...billingEt, // invoices, billing history, school credits and conditions (issue 7)
  ...journeyEt, // the student journey (issue 6); entries below win on a shared key
  ...teachingEt, // teachers and school representatives (issue 8)
  ...paymentsEt, // online payments: the way to pay, the return pages (issue 7)
  ...passesEt, // passes, promotion codes, pay now (issue 7)
  ...communityEt, // Discord, Classroom, LearnWorlds progress (issue 14)
  ...coursesEt, // a teacher's courses and cohort proposals (issue 18)
  ...attendanceEt, // the session register, attendance, class reminders (issue 29)
  ...transferEt, // moving a registration to another group (issue 29 item 3)
  ...favouritesEt, // the student's favourite courses (issue 29 item 5)
  ...schoolsMenuEt, // the menu's words of schools at scale (issue 29 item 8; the pages' own come with them)
  ...glossaryEt, // every domain word the portal shows: the glossary's, last (issue 30 item 1)
};

/** The whole Estonian table: what the portal shows once both parts are loaded. */
export const et: Record<string, string> = { ...etPages, ...etCore };
