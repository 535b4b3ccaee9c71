// The development mailbox: with no e-mail provider configured, outgoing e-mails are stored here and
// shown at /dev/mailbox (never in production), so verification, reset and sign-in links can be followed.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns.ts';
import { uiLanguage } from './enums.ts';
import { users } from './users.ts';

/** emails.attachments: one attached file. */
export interface EmailAttachmentRow {
  filename: string;
  content_type: string;
  /** the file's bytes, base64 */
  content: string;
}

export const emails = pgTable(
  'emails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(), // e.g. 'verify-email', 'reset-password'
    lang: uiLanguage('lang').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }), // the recipient's account, if any
    // the sender's Idempotency-Key, as Resend takes it: a second send with the same key stores nothing new
    idempotencyKey: text('idempotency_key'),
    // files sent with it (an e-invoice's UBL): name, media type and the bytes in base64
    attachments: jsonb('attachments').$type<EmailAttachmentRow[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('emails_to_address_idx').on(t.toAddress, t.createdAt), index('emails_user_id_idx').on(t.userId), uniqueIndex('emails_idempotency_key_key').on(t.idempotencyKey)],
);
