// Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/), as the SDKs send it:
// a JSON header line, then items, each a JSON header line and a payload that is either `length` bytes
// or, without a length, the rest of the line. Payloads can be binary (a compressed replay recording),
// so the parsing works on bytes, never on the decoded text.
import { inflateSync, gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

const NEWLINE = 0x0a;
/** A compressed body may not unpack to more than this (a small gzip bomb is a large allocation). */
const MAX_DECODED_BYTES = 100 * 1024 * 1024;

function readLine(body: Buffer, at: number): { line: Buffer; next: number } {
  const end = body.indexOf(NEWLINE, at);
  return end === -1 ? { line: body.subarray(at), next: body.length } : { line: body.subarray(at, end), next: end + 1 };
}

function parseJsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new EnvelopeError(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Buffer): Envelope {
  const first = readLine(body, 0);
  const header = parseJsonObject(first.line, 'the envelope header');
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < body.length) {
    const headerLine = readLine(body, at);
    // blank lines between items (a trailing newline, a length-less item's end) carry nothing
    if (headerLine.line.length === 0) {
      at = headerLine.next;
      continue;
    }
    const itemHeader = parseJsonObject(headerLine.line, `item ${items.length + 1}'s header`);
    at = headerLine.next;
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || at + length > body.length) {
        throw new EnvelopeError(`item ${items.length + 1} says it has ${String(length)} bytes, the envelope has ${body.length - at} left`);
      }
      payload = body.subarray(at, at + length);
      at += length;
      if (body[at] === NEWLINE) at += 1;
    } else {
      const rest = readLine(body, at);
      payload = rest.line;
      at = rest.next;
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** The request body as sent: the Node SDK gzips large envelopes (Content-Encoding: gzip). */
export function decodeBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body, { maxOutputLength: MAX_DECODED_BYTES });
  if (encoding === 'deflate') return inflateSync(body, { maxOutputLength: MAX_DECODED_BYTES });
  throw new EnvelopeError(`unsupported Content-Encoding ${encoding}`);
}

/**
 * A replay recording item: `{"segment_id":N}` on its first line, then the rrweb events as JSON, zlib-
 * compressed by the SDK's worker (or plain JSON when the worker could not start).
 */
export function decodeReplayRecording(payload: Buffer): { segmentId: number | null; events: unknown } {
  const { line, next } = readLine(payload, 0);
  const header = parseJsonObject(line, 'the replay recording header');
  const data = payload.subarray(next);
  let text: string;
  try {
    text = inflateSync(data).toString('utf8');
  } catch {
    text = data.toString('utf8');
  }
  let events: unknown;
  try {
    events = JSON.parse(text);
  } catch {
    throw new EnvelopeError('the replay recording is neither compressed nor plain JSON');
  }
  return { segmentId: typeof header.segment_id === 'number' ? header.segment_id : null, events };
}
