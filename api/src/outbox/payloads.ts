// What each kind of outbox entry carries (ADR 024), read by the writers (write.ts) and the kinds (kinds/).
// The shapes are declared here, in one interface, and not by declaration merging from each kind file: the
// portal and the bench type-check the API's routes through its typed client without ever importing the
// kind files, and there the merged interface was empty (every writer's kind became `never`). A new kind is
// its file in kinds/, its line here and its line in kinds/index.ts (which fails to compile without both).
//
// This file imports no kind, so the use cases that write entries and the kinds that deliver them never
// import each other.
import type { JobName } from '../jobs/queue.ts';

export interface OutboxPayloads {
  /** an e-mail notice; the activity entry that carries it is the row's activity_id (logActivity writes it) */
  MAIL: { notice?: string };
  /** a DUE refund of a paid online payment (payments/refunds.ts) */
  REFUND: { checkout_id: number };
  /** a pg-boss job to run at `at` (ISO time), one per `key` */
  JOB: { name: JobName; data: Record<string, unknown>; at: string; key: string };
  /** one cohort's Discord channel, role and members to reconcile */
  DISCORD_SYNC: { cohort_id: number };
  /** one cohort's LearnWorlds progress to read */
  LMS_SYNC: { cohort_id: number };
  /** a second active pass (subscriptions.id) to end and refund */
  PASS_END: { subscription_id: number };
  /** a provider's payment session whose hold ran out or was replaced, to close */
  CHECKOUT_EXPIRE: { provider: 'STRIPE' | 'MONTONIO'; session_id: string };
  /** a stored file (its storage key) that nothing links to any more */
  FILE_DELETE: { key: string };
  /**
   * an issued invoice (invoices.id) to deliver as an e-invoice: the school's access point, else e-mail (ADR 030);
   * with credit_note_id, that credit note of the invoice (a UBL CreditNote) instead
   */
  EINVOICE: { invoice_id: number; credit_note_id?: number };
  /** the bot's message in a cohort's Discord channel; `nonce` (≤ 25 characters) makes a repeat return the first */
  DISCORD_MESSAGE: { channel_id: string; content: string; nonce: string };
}

export type OutboxKindName = keyof OutboxPayloads;
