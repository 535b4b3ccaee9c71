// The local error-report ingest: outside production, with no Sentry DSN configured, the Sentry SDKs of
// the server, the site, the portal and the console send their envelopes to this server's own
// /dev/errors (api/src/errors), which stores each envelope item here and lists them (never in
// production). Append-only (no updated_at), like the activity log.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './_columns.ts';

export const errorReports = pgTable(
  'error_reports',
  {
    id: id(),
    project: integer('project').notNull(), // the DSN's project id (1 the server, 2 the browser apps)
    app: text('app'), // the SDK's `app` tag: server, site, portal, admin
    itemType: text('item_type').notNull(), // envelope item type: event, transaction, replay_event, replay_recording, session, client_report, …
    eventId: text('event_id'), // the envelope's event id (for replay items: the replay's id)
    level: text('level'), // error, warning, …
    title: text('title'), // 'TypeError: x is undefined', a transaction's name
    userId: text('user_id'), // the reported user's id (the id only: the SDKs strip everything else)
    requestId: text('request_id'), // the server's request id (`request_id` tag), as shown in the error body
    replayId: text('replay_id'), // the session replay an event belongs to
    release: text('release'),
    environment: text('environment'),
    payload: jsonb('payload').$type<unknown>(), // the item as sent (a replay recording decompressed)
    bytes: integer('bytes').notNull(), // size of the item's payload as received
    createdAt: createdAt(),
  },
  (t) => [
    index('error_reports_created_at_idx').on(t.createdAt, t.id),
    index('error_reports_request_id_idx').on(t.requestId),
    index('error_reports_event_id_idx').on(t.eventId),
  ],
);
