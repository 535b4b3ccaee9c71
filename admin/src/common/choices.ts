// Select choices from the domain's enum lists; the names are i18n keys (react-admin translates them).
import { COURSE_CATEGORIES, COURSE_LANGUAGES } from '@valik/domain/contracts';
import {
  ACTIVITY_TYPES,
  COHORT_STATUSES,
  COURSE_STATUSES,
  PARTICIPANT_STATUSES,
  PAYERS,
  ROLES,
  SCHOOL_CREDIT_LOG_TYPES,
} from '@valik/domain';

const choicesOf = (values: readonly string[], enumName: string) =>
  values.map((id) => ({ id, name: `valik.enums.${enumName}.${id}` }));

export const roleChoices = choicesOf(ROLES, 'role');
export const cohortStatusChoices = choicesOf(COHORT_STATUSES, 'cohort_status');
export const participantStatusChoices = choicesOf(PARTICIPANT_STATUSES, 'participant_status');
export const courseStatusChoices = choicesOf(COURSE_STATUSES, 'course_status');
export const payerChoices = choicesOf(PAYERS, 'payer');
export const courseLanguageChoices = choicesOf(COURSE_LANGUAGES, 'course_language');
export const categoryChoices = choicesOf(COURSE_CATEGORIES, 'category');
export const activityTypeChoices = choicesOf(ACTIVITY_TYPES, 'activity_type');
export const creditTypeChoices = choicesOf(SCHOOL_CREDIT_LOG_TYPES, 'credit_type');
export const reviewStatusChoices = choicesOf(['IN_REVIEW', 'SENT_BACK', 'APPROVED'], 'review_status');
export const weekdayChoices = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `valik.enums.weekday.${id}` }));
export const uiLanguageChoices = [
  { id: 'et', name: 'valik.enums.ui_language.et' },
  { id: 'en', name: 'valik.enums.ui_language.en' },
];
