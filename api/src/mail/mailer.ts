import type { Lang } from '@valik/domain/contracts';

/** One e-mail, already rendered. `template` names it for logs and the dev mailbox (never its links). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  lang: Lang;
  /** the recipient's product user id, when they have an account */
  userId?: number | null;
  /**
   * The same key on a repeated send (an outbox entry delivered again after a crash) makes it one e-mail at
   * the provider: Resend's Idempotency-Key header; the dev mailbox keeps one row per key.
   */
  idempotencyKey?: string | null;
  /** files sent with it (an e-invoice's UBL) */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The e-mail adapter: Resend in production (RESEND_API_KEY), the database dev mailbox otherwise
 * (architecture §7). Both throw when the message could not be handed over.
 */
export interface Mailer {
  readonly kind: 'resend' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

export class MailError extends Error {
  override name = 'MailError';
}
