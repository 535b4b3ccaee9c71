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
