// The glossary's shape (a word for every term) and the refund states' codes, in a module of their own so
// the language modules (glossary.en.ts, glossary.en-participant.ts, glossary.ru.ts) name the shape without
// importing glossary.ts, which imports them (no import cycle, type-only ones included).
import type { CohortParticipantStatus, CohortStatus, CourseCategory, CourseStatus, InvoiceStatus, Payer, SubscriptionType, UserRole } from '@valik/db/enum-values';

/**
 * Where refunded money is (issue 28 item 3): requested (decided, not yet with the provider or the bank),
 * sent (the provider or Valik sent it), arrived (the provider confirmed it, or Valik saw it booked).
 */
export const REFUND_STATES = ['REQUESTED', 'SENT', 'ARRIVED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The shape of the glossary in one language: a word for every term. */
export interface Glossary {
  category: Record<CourseCategory, string>;
  /** product-spec §7: COMPLETED 'Arvestatud', FAILED 'Mittearvestatud' */
  participantStatus: Record<CohortParticipantStatus, string>;
  cohortStatus: Record<CohortStatus, string>;
  courseStatus: Record<CourseStatus, string>;
  /** product-spec §4; "Tasutud" pairs with "Tasumata", never "makstud" (issue 28 item 6) */
  invoiceStatus: Record<InvoiceStatus, string>;
  refundState: Record<RefundState, string>;
  payer: Record<Payer, string>;
  role: Record<UserRole, string>;
  passKind: Record<SubscriptionType, string>;
  billing: { creditNote: string; refunded: string; coveredByPass: string };
  /** The not-found screens of the three apps (ERROR_SCREEN_TEXT.brokenLink in English). */
  brokenLink: string;
}
