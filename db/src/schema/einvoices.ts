// The local e-invoice access point (issue 28 item 5, ADR 030): outside production, with no access point
// configured, the real client sends e-invoices to this server's own /dev/einvoices, which speaks the
// access point's HTTP API and stores each submitted document here, listed like the dev mailbox (never in
// production). Append-only (no updated_at), like the activity log.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns.ts';

export const devEinvoices = pgTable(
  'dev_einvoices',
  {
    id: id(),
    guid: uuid('guid').notNull().defaultRandom(), // the submission id answered to the sender
    idempotencyGuid: text('idempotency_guid'), // the sender's key: a second submission with it stores nothing new
    legalEntityId: integer('legal_entity_id').notNull(), // the sender's legal entity at the access point
    receiverScheme: text('receiver_scheme').notNull(), // e.g. 'EE:CC' (Estonian company code, ISO 6523 0191)
    receiverId: text('receiver_id').notNull(),
    documentType: text('document_type').notNull(), // 'invoice' | 'creditnote'
    documentNumber: text('document_number'), // cbc:ID read from the document
    document: text('document').notNull(), // the UBL XML as received
    createdAt: createdAt(),
  },
  (t) => [index('dev_einvoices_created_at_idx').on(t.createdAt, t.id), uniqueIndex('dev_einvoices_idempotency_guid_key').on(t.idempotencyGuid)],
);
