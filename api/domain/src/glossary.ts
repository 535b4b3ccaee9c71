// One glossary for the whole product (issue 18 item 12): the Estonian word for each term the apps share
// (course categories, participant and cohort states, the broken-link message), written once. The site,
// the portal and the console take their Estonian from here, so the same thing is never called two names
// ("Äri ja rahandus" / "Ettevõtlus ja rahandus", "Käimas" / "Õpib").
import type { CourseCategory } from '@valik/db/enum-values';

export const CATEGORY_ET: Record<CourseCategory, string> = {
  POPULAR: 'Populaarsed',
  LIFE_SKILLS: 'Eluoskused',
  SUSTAINABILITY: 'Jätkusuutlikkus',
  LANGUAGES: 'Keeled',
  DIVERSITY: 'Mitmekesisus',
  TECHNOLOGY: 'Tehnoloogia',
  BUSINESS_AND_FINANCE: 'Äri ja rahandus',
  MENTAL_HEALTH: 'Vaimne tervis',
  OTHERS: 'Muud',
};

/** Participant status (product-spec §7: COMPLETED 'Arvestatud', FAILED 'Mittearvestatud'). */
export const PARTICIPANT_STATUS_ET: Record<'REGISTERED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'AWAITING_RESULT', string> = {
  REGISTERED: 'Registreeritud',
  IN_PROGRESS: 'Käimas',
  COMPLETED: 'Arvestatud',
  FAILED: 'Mittearvestatud',
  CANCELED: 'Tühistatud',
  AWAITING_RESULT: 'Ootab tulemust',
};

/** The not-found screens of the three apps (ERROR_SCREEN_TEXT.brokenLink in English). */
export const BROKEN_LINK_ET = 'Paistab, et järgisid katkist linki või sisestasid aadressi, mida sellel saidil pole.';

/**
 * Why a school credit was used or given back (school_credit_logs.metadata.reason), as English source
 * strings each app translates: a reason is never shown as its code ("cohort_canceled").
 */
export const CREDIT_REASON_LABELS: Record<string, string> = {
  registration: 'Registration',
  unenrolled: 'Registration canceled',
  payer_changed: 'Payer changed to the student',
  access_closed: 'Access closed',
  refunded_at_provider: 'Refunded',
  cohort_canceled: 'Group canceled',
};

/** The label of a credit reason, or null for a reason this version does not know (never the code). */
export function creditReasonLabel(reason: unknown): string | null {
  return typeof reason === 'string' && Object.hasOwn(CREDIT_REASON_LABELS, reason) ? (CREDIT_REASON_LABELS[reason] ?? null) : null;
}

/**
 * Invoice status (product-spec §4: UNPAID, PAID, CANCELED; "payment is shown as paid or unpaid"). One word
 * each in the PDF, the portal and the console (issue 28 item 6): "Tasutud" is what Estonian invoices say
 * and pairs with "Tasumata"; never "makstud" or "Makstud".
 */
export const INVOICE_STATUS_ET: Record<'UNPAID' | 'PAID' | 'CANCELED', string> = {
  UNPAID: 'Tasumata',
  PAID: 'Tasutud',
  CANCELED: 'Tühistatud',
};

/**
 * Where refunded money is (issue 28 item 3): requested (decided, not yet with the provider or the bank),
 * sent (the provider or Valik sent it), arrived (the provider confirmed it, or Valik saw it booked).
 */
export const REFUND_STATES = ['REQUESTED', 'SENT', 'ARRIVED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_STATE_ET: Record<RefundState, string> = {
  REQUESTED: 'Taotletud',
  SENT: 'Teele saadetud',
  ARRIVED: 'Laekunud',
};
/** The English source strings of the refund states, as each app's dictionary keys them. */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  REQUESTED: 'Refund requested',
  SENT: 'Refund sent',
  ARRIVED: 'Refund arrived',
};

/** The words of the billing documents in Estonian, as every app writes them. */
export const BILLING_WORDS_ET = {
  creditNote: 'Kreeditarve',
  refunded: 'Tagastatud',
  coveredByPass: 'Kaetud sinu pääsmega',
} as const;
