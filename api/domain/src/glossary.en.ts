// The glossary's English sections (glossary.ts gathers them; ADR 036), a module of their own beside the
// Estonian ones: an app bundles a module's words into one chunk, so the pages that show English keys (the
// portal's teacher pages: categories, course states) do not pull the Estonian table's module into a chunk
// shared with its first pages. The participant states are a module of their own again (glossary.en-participant.ts):
// the student's home takes them and nothing else of these.
import type { Glossary } from './glossary-shape.ts';

/**
 * English, the source: the key every flat dictionary translates. Each section is a constant of its own and
 * GLOSSARY_xx only gathers them, so a first page that takes one word (the portal's login: the broken-link
 * text) does not carry the whole glossary (a bundler keeps an object whose property is read).
 */
export const CATEGORY_EN: Glossary['category'] = {
  POPULAR: 'Popular',
  LIFE_SKILLS: 'Life skills',
  SUSTAINABILITY: 'Sustainability',
  LANGUAGES: 'Languages',
  DIVERSITY: 'Diversity',
  TECHNOLOGY: 'Technology',
  BUSINESS_AND_FINANCE: 'Business and finance',
  MENTAL_HEALTH: 'Mental health',
  OTHERS: 'Others',
};
export const COHORT_STATUS_EN: Glossary['cohortStatus'] = {
  DRAFT: 'Draft',
  REGISTRATION_OPEN: 'Registration open',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  GROUP_FULL: 'Group full',
  CANCELED: 'Canceled',
  TEACHER_PAID: 'Teacher paid',
};
export const COURSE_STATUS_EN: Glossary['courseStatus'] = { DRAFT: 'Draft', IN_REVIEW: 'Awaiting approval', APPROVED: 'Approved' };
export const INVOICE_STATUS_EN: Glossary['invoiceStatus'] = { UNPAID: 'Unpaid', PAID: 'Paid', CANCELED: 'Canceled' };
export const REFUND_STATE_EN: Glossary['refundState'] = { REQUESTED: 'Refund requested', SENT: 'Refund sent', ARRIVED: 'Refund arrived' };
export const PAYER_EN: Glossary['payer'] = { SCHOOL: 'School', STUDENT: 'Student' };
export const ROLE_EN: Glossary['role'] = { STUDENT: 'Student', TEACHER: 'Teacher', SCHOOL_REP: 'School representative', ADMIN: 'Administrator' };
export const PASS_KIND_EN: Glossary['passKind'] = { SINGLE_PASS: 'Single pass', MULTI_PASS: 'Multi pass' };
export const BILLING_WORDS_EN: Glossary['billing'] = { creditNote: 'Credit note', refunded: 'Refunded', coveredByPass: 'Covered by your pass' };
