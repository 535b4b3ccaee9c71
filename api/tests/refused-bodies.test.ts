// Issue 31 item 3: a body refused for its size gets its 413 read by every client, not only by browsers. Over
// real HTTP against the real server (main.ts's setup), with the real curl and Node's own fetch: a body
// declared past the limit, with and without `Expect: 100-continue`, and one streamed past it (chunked).
// Before, the server closed the socket while the client was still sending: curl and fetch saw a reset.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeclaredPastLimit, listen } from '../src/lib/http-server.ts';
import { createServer } from '../src/server.ts';
import { BASE_URL, createTestApp, type TestApp } from './helpers.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;
/** a sign-up body of 32 MB (the limit there is 64 kB): still being sent when the answer comes */
const BIG = Buffer.from(`{"email":"${"a".repeat(32 * MB)}"}`);
const TIMES = 6;

let t: TestApp;
let http: Server;
let url: string;
let bigFile: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  http = await listen(await createServer(t.deps), { port: 0, hostname: '127.0.0.1' });
  port = (http.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}/api/v1/auth/signup`;
  bigFile = join(tmpdir(), `valik-refused-${process.pid}.json`);
  await writeFile(bigFile, BIG);
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await t.close();
});

const TOO_LARGE = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Päring on liiga suur' } };

async function curl(...extra: string[]) {
  const { stdout } = await run('curl', ['-sS', '-o', '-', '-w', '\n%{http_code}', '-H', 'content-type: application/json', '-H', `origin: ${BASE_URL}`, '--data-binary', `@${bigFile}`, ...extra, url]);
  const lines = stdout.trimEnd().split('\n');
  return { status: Number(lines.pop()), body: lines.join('\n') };
}

/**
 * A client on a bare socket: sends the head, then (unless it waits for "100 Continue") the whole body with
 * backpressure, never reading until it is done, as a simple client does. Resolves with what it was answered
 * and the error its socket met, if any.
 */
function rawPost(opts: { expect?: boolean; body: Buffer; sendBody: boolean }): Promise<{ answer: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const answer: Buffer[] = [];
    let error: string | null = null;
    socket.on('data', (chunk: Buffer) => answer.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ answer: Buffer.concat(answer).toString('utf8'), error }));
    const head = [`POST /api/v1/auth/signup HTTP/1.1`, `host: 127.0.0.1:${port}`, 'content-type: application/json', `origin: ${BASE_URL}`, `content-length: ${opts.body.length}`];
    if (opts.expect) head.push('expect: 100-continue');
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    // a client waiting for "100 Continue" stops at the first answer
    if (!opts.sendBody) return void socket.once('data', () => socket.end());
    let offset = 0;
    const pump = () => {
      while (offset < opts.body.length && !socket.destroyed) {
        const piece = opts.body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.end();
    };
    pump();
  });
}

describe('a body past the limit, on a bare socket', () => {
  it('with Expect: 100-continue is answered 413 at once, never "100 Continue" first', async () => {
    const { answer } = await rawPost({ expect: true, body: BIG, sendBody: false });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('PAYLOAD_TOO_LARGE');
    expect(answer).not.toContain('100 Continue');
  });

  it('within the limit, with Expect: 100-continue, is asked for with "100 Continue"', async () => {
    const { answer } = await rawPost({ expect: true, body: Buffer.from('{}'), sendBody: false });
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue/);
  });

  it('sent whole by a client that reads only afterwards reaches it without a reset (the server reads and discards the rest)', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { answer, error } = await rawPost({ body: BIG, sendBody: true });
      expect(error).toBeNull();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('Päring on liiga suur');
    }
  });
});

describe('a body past the limit', () => {
  it('gets its 413 to curl, which sends Expect: 100-continue for a large body and is answered at once', async () => {
    for (let i = 0; i < TIMES; i += 1) {
      const answer = await curl();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject(TOO_LARGE);
    }
  });

  it('gets its 413 to curl sending the whole body without waiting (no Expect)', async () => {
    for (let i = 0; i < TIMES; i += 1) {
      const answer = await curl('-H', 'Expect:');
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject(TOO_LARGE);
    }
  });

  it('gets its 413 to curl streaming the body without a length (chunked)', async () => {
    for (let i = 0; i < TIMES; i += 1) {
      const answer = await curl('-H', 'Expect:', '-H', 'transfer-encoding: chunked');
      expect(answer.status).toBe(413);
    }
  });

  it('gets its 413 to Node’s fetch, with a declared length and streamed', async () => {
    for (let i = 0; i < TIMES; i += 1) {
      const declared = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE_URL }, body: BIG });
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject(TOO_LARGE);
      const stream = new ReadableStream({
        pull(controller) {
          controller.enqueue(BIG.subarray(0, MB));
        },
      });
      const streamed = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE_URL }, body: stream, duplex: 'half' } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toMatchObject(TOO_LARGE);
    }
  });

  it('leaves a body within the limit, with Expect: 100-continue, to be read as usual', async () => {
    await writeFile(bigFile, '{"email":"x"}');
    const answer = await curl('-H', 'Expect: 100-continue');
    expect(answer.status).toBe(422);
    await writeFile(bigFile, BIG);
  });
});

describe('the Expect check itself', () => {
  it('leaves a request target that is no URL to the app, without falling over', () => {
    expect(isDeclaredPastLimit('http://[', '999999999')).toBe(false);
    expect(isDeclaredPastLimit('/api/v1/auth/signup', String(64 * 1024 + 1))).toBe(true);
    expect(isDeclaredPastLimit('/api/v1/auth/signup', String(64 * 1024))).toBe(false);
    expect(isDeclaredPastLimit('/api/v1/auth/signup', '12abc')).toBe(true);
  });
});
