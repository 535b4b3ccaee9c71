// Who edits a school's payment conditions (the text students see and the limitations of what the school
// pays for, product-spec §1 "Schools … can set payment conditions and limitations"; issue 7 item 7).
// Admins always may (/manage/schools/{id}/conditions). A school's representatives read them on
// /user/school/conditions and may edit them only when the school allows it: the flag
// `payment_limitations.repsCanEdit`, which only an admin sets (on the school's conditions page, when the
// school asks for it). A representative's save never changes the flag itself.
import type { SchoolPaymentLimitations } from './contracts/session-user.ts';

export const SCHOOL_CONDITIONS_MESSAGES = {
  readOnly: 'Your school has not allowed representatives to change its payment conditions',
} as const;

export function canRepEditConditions(limitations: SchoolPaymentLimitations | null | undefined): boolean {
  return limitations?.repsCanEdit === true;
}
