import pino from 'pino';

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
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
