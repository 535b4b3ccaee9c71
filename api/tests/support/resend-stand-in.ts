// A local server speaking Resend's send API (POST /emails with a bearer key → { id }), keeping what it was
// sent. Like Resend, it honours the Idempotency-Key header: a second request with a key it has seen (within
// Resend's 24 hours) sends nothing and answers the first e-mail's id; the same key with a different body is
// refused (409 invalid_idempotent_request).
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ResendSent {
  to: string[];
  subject: string;
  tags?: { name: string; value: string }[];
}

export async function startResendStandIn(): Promise<{ url: string; sent: ResendSent[]; requests: number; close(): Promise<void> }> {
  const sent: ResendSent[] = [];
  const byKey = new Map<string, { id: string; body: string }>();
  const state = { requests: 0 };
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.method !== 'POST' || req.url !== '/emails' || !/^Bearer re_/.test(req.headers.authorization ?? '')) {
        answer(404, { name: 'not_found', message: 'not found' });
        return;
      }
      state.requests += 1;
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key ? key : null;
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.body !== body) answer(409, { name: 'invalid_idempotent_request', message: 'Same idempotency key used with a different request payload.' });
        else answer(200, { id: earlier.id });
        return;
      }
      const id = randomBytes(8).toString('hex');
      if (idempotencyKey) byKey.set(idempotencyKey, { id, body });
      sent.push(JSON.parse(body) as ResendSent);
      answer(200, { id });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
