// Why a school credit was used or given back, beside the glossary (glossary.ts re-exports it): a module of
// its own so the pages that show credits take it, not every page that takes a glossary word.

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
