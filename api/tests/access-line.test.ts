// The access line of the page cache's fast path (issue 32, ADR 029 "Then"): written without pino's work per
// call, and yet the same bytes as `logger.info({ requestId, method, path, status, ms }, 'request')` but the
// time, at the same level rule, on the same stream. No database: the logger alone.
import { describe, expect, it, vi } from 'vitest';
import { accessLineOf, createLogger } from '../src/lib/logger.ts';
import { LogSink } from './helpers.ts';

/** A sink that keeps the raw lines as written (LogSink parses them). */
class RawSink extends LogSink {
  raw: string[] = [];
  override _write(chunk: Buffer, enc: string, done: () => void) {
    this.raw.push(chunk.toString());
    super._write(chunk, enc, done);
  }
}
const flushed = () => new Promise((r) => setImmediate(r));
const withoutTime = (line: string) => line.replace(/,"time":"[^"]+"/, ',"time":"T"');

describe('the access line of the fast path', () => {
  it('writes what logger.info writes for the same entry, byte for byte but the time, without calling it', async () => {
    const sink = new RawSink();
    const logger = createLogger('info', sink);
    const line = accessLineOf(logger);
    const info = vi.spyOn(logger, 'info');
    // a path that JSON escapes (a cached answer's path is escaped once, by its caller)
    const path = '/kursused/"jutumärgid"\\ä';
    const cases = [
      ['fast-path-line-0001', 'GET', 200, 0],
      ['0c9a4b7e-1111-4222-8333-444455556666', 'HEAD', 304, 12],
    ] as const;
    for (const [n, [requestId, method, status, ms]] of cases.entries()) {
      line(requestId, method, JSON.stringify(path), status, ms);
      expect(info).toHaveBeenCalledTimes(n);
      // the spy passes the call on to pino
      logger.info({ requestId, method, path, status, ms }, 'request');
      await flushed();
      const [fast, pino] = sink.raw.slice(-2);
      expect(withoutTime(fast!)).toBe(withoutTime(pino!));
      expect(sink.lines.at(-2)).toMatchObject({ level: 30, service: 'valik', requestId, method, path, status, ms, msg: 'request' });
    }
  });

  it('follows the logger’s level, read on every line', async () => {
    const sink = new RawSink();
    const logger = createLogger('info', sink);
    const line = accessLineOf(logger);
    logger.level = 'warn';
    line('fast-path-line-0002', 'GET', '"/courses"', 200, 1);
    logger.level = 'info';
    line('fast-path-line-0003', 'GET', '"/courses"', 200, 1);
    await flushed();
    expect(sink.lines.map((l) => l.requestId)).toEqual(['fast-path-line-0003']);
    expect(accessLineOf(createLogger('silent', sink))('x', 'GET', '"/"', 200, 0)).toBeUndefined();
  });

  it('carries a child logger’s bindings, and leaves a logger that adds to its lines to pino', async () => {
    const sink = new RawSink();
    const child = createLogger('info', sink).child({ replica: 'b' });
    accessLineOf(child)('fast-path-line-0004', 'GET', '"/courses"', 200, 0);
    child.info({ requestId: 'fast-path-line-0004', method: 'GET', path: '/courses', status: 200, ms: 0 }, 'request');
    await flushed();
    expect(withoutTime(sink.raw[0]!)).toBe(withoutTime(sink.raw[1]!));
    expect(sink.lines[0]).toMatchObject({ replica: 'b', requestId: 'fast-path-line-0004' });

    const mixed = createLogger('info', sink).child({}, { msgPrefix: '[b] ' });
    const info = vi.spyOn(mixed, 'info');
    accessLineOf(mixed)('fast-path-line-0005', 'GET', '"/courses"', 200, 0);
    expect(info).toHaveBeenCalledWith({ requestId: 'fast-path-line-0005', method: 'GET', path: '/courses', status: 200, ms: 0 }, 'request');
    await flushed();
    expect(sink.lines.at(-1)).toMatchObject({ msg: '[b] request' });
  });
});
