import pino from 'pino';
import { loggableError } from './loggable-error.ts';

// One way to log: structured JSON lines. Secrets never reach the log: these paths are redacted.
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'code',
  '*.code',
  'secret',
  '*.secret',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string = 'info', destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'valik' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // errors without the values of a failed query (lib/loggable-error.ts)
      serializers: { err: loggableError, error: loggableError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * The access log's line of one answer, `{ requestId, method, path, status, ms }` with the message `request` at
 * `info`: what request-context.ts logs for every request, for the fast path of the page cache (ADR 029, "Then").
 * `pathJson` is the loggable path already written as a JSON string (a cached answer's path is known before
 * its requests, so it is escaped once).
 */
export type AccessLine = (requestId: string, method: string, pathJson: string, status: number, ms: number) => void;

const {
  streamSym,
  chindingsSym,
  timeSym,
  lsCacheSym,
  endSym,
  messageKeySym,
  mixinSym,
  hooksSym,
  formattersSym,
  needsMetadataGsym,
  nestedKeySym,
  msgPrefixSym,
} = pino.symbols as unknown as Record<
  'streamSym' | 'chindingsSym' | 'timeSym' | 'lsCacheSym' | 'endSym' | 'messageKeySym' | 'mixinSym' | 'hooksSym' | 'formattersSym' | 'needsMetadataGsym' | 'nestedKeySym' | 'msgPrefixSym',
  symbol
>;

/**
 * The access line written as `logger.info({ requestId, method, path, status, ms }, 'request')` writes it, the
 * same bytes but the time, without pino's work per call: the fields walked one by one through the wildcard
 * redaction (none of them is a redacted path: REDACTED_PATHS name secrets and headers, never these five),
 * their JSON escaping (the request id matches REQUEST_ID_PATTERN or is a UUID, the method is GET or HEAD,
 * the path is escaped once per answer) and the message's format. Pino's own parts are reused as they are:
 * the level's prefix, the time function, the bindings, the message key, the end of line and the stream,
 * which the line is written to as pino writes it (in production the asynchronous destination of main.ts).
 * Every request is still logged: not sampled, the same level rule (the line is written only when `info`
 * is enabled, read on every call). A logger that formats, mixes in or hooks its lines, or a stream that
 * asks for pino's metadata (a multistream), or a nested key or message prefix, gets `logger.info` itself.
 */
export function accessLineOf(logger: Logger): AccessLine {
  const internals = logger as unknown as Record<symbol, unknown>;
  const info = (requestId: string, method: string, pathJson: string, status: number, ms: number) =>
    logger.info({ requestId, method, path: JSON.parse(pathJson) as string, status, ms }, 'request');
  const stream = internals[streamSym] as { write(line: string): unknown; [key: symbol]: unknown } | undefined;
  const formatters = internals[formattersSym] as { log?: unknown } | undefined;
  const hooks = internals[hooksSym] as { streamWrite?: unknown } | undefined;
  const levelPrefix = (internals[lsCacheSym] as Record<number, string> | undefined)?.[logger.levels.values.info!];
  if (!stream || levelPrefix === undefined || internals[mixinSym] || internals[nestedKeySym] || internals[msgPrefixSym] || formatters?.log || hooks?.streamWrite || stream[needsMetadataGsym]) return info;
  const time = internals[timeSym] as () => string;
  const chindings = internals[chindingsSym] as string;
  const message = `,${JSON.stringify(internals[messageKeySym])}:"request"${internals[endSym] as string}`;
  const infoValue = logger.levels.values.info!;
  return (requestId, method, pathJson, status, ms) => {
    if (logger.levelVal > infoValue) return;
    stream.write(`${levelPrefix}${time()}${chindings},"requestId":"${requestId}","method":"${method}","path":${pathJson},"status":${status},"ms":${ms}${message}`);
  };
}
