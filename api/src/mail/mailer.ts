import type { Lang } from '../contracts/index.ts';

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
