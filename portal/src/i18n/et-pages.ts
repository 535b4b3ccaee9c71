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
import { GLOSSARY_ET, glossaryEntries } from '@valik/domain';
import { etCore } from './et.ts';

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
  ...glossaryEntries(GLOSSARY_ET), // every domain word (states, categories, payer, roles, passes): the glossary's, last (issue 30 item 1)
};

/** The whole Estonian table: what the portal shows once both parts are loaded. */
export const et: Record<string, string> = { ...etPages, ...etCore };
