// What the local ingest stores of an envelope: one row per item, with the fields a person looks for
// (what broke, for whom, which request, which replay) lifted out of the payload.
import type { NewErrorReport } from '@valik/db/schema';
import { decodeReplayRecording, type Envelope, type EnvelopeItem } from './envelope.ts';

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null);
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** PostgreSQL's jsonb cannot hold U+0000; a recording of a page may contain one. */
function storable(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value).replaceAll('\\u0000', '\\ufffd'));
}

/** 'TypeError: x is undefined' from the outermost exception (Sentry lists the cause first), else the message. */
function eventTitle(event: Json): string | null {
  const values = obj(event.exception).values;
  if (Array.isArray(values) && values.length > 0) {
    const outer = obj(values[values.length - 1]);
    const type = str(outer.type);
    const value = str(outer.value);
    return [type, value].filter(Boolean).join(': ') || null;
  }
  if (typeof event.message === 'string') return event.message;
  const message = obj(event.message);
  return str(message.formatted) ?? str(message.message) ?? str(event.transaction);
}

function itemRow(project: number, envelope: Envelope, item: EnvelopeItem): NewErrorReport {
  const itemType = str(item.header.type) ?? 'unknown';
  const envelopeEventId = str(envelope.header.event_id);
  const base: NewErrorReport = { project, itemType, eventId: envelopeEventId, bytes: item.payload.length, payload: null };

  if (itemType === 'replay_recording') {
    const { segmentId, events } = decodeReplayRecording(item.payload);
    return { ...base, replayId: envelopeEventId, title: `segment ${segmentId ?? '?'}`, payload: storable({ segment_id: segmentId, events }) };
  }

  const parsed = parseJson(item.payload);
  if (parsed === undefined) return { ...base, payload: { bytes: item.payload.length, filename: str(item.header.filename) } };
  const body = obj(parsed);
  const tags = obj(body.tags);
  const common = {
    ...base,
    payload: storable(parsed),
    app: str(tags.app),
    release: str(body.release),
    environment: str(body.environment),
    userId: str(obj(body.user).id),
  };
  switch (itemType) {
    case 'event':
      return {
        ...common,
        eventId: str(body.event_id) ?? envelopeEventId,
        level: str(body.level) ?? 'error',
        title: eventTitle(body),
        requestId: str(tags.request_id),
        // a replay buffering for errors names itself in a tag; a recording session in the contexts
        replayId: str(obj(obj(body.contexts).replay).replay_id) ?? str(tags.replayId),
      };
    case 'transaction':
      return { ...common, eventId: str(body.event_id) ?? envelopeEventId, title: str(body.transaction) };
    case 'replay_event':
      return { ...common, eventId: str(body.replay_id) ?? envelopeEventId, replayId: str(body.replay_id), title: `${str(body.replay_type) ?? 'replay'} · segment ${str(body.segment_id) ?? '?'}` };
    default:
      return common;
  }
}

/** The rows of one envelope sent to the DSN project `project`. */
export function errorReportRows(project: number, envelope: Envelope): NewErrorReport[] {
  return envelope.items.map((item) => itemRow(project, envelope, item));
}
