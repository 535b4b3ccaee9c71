// The Node HTTP server in front of the app (main.ts, and the tests that speak real HTTP): each request is
// first offered to the fast path (a page-cache hit answered on the raw request, ADR 029), everything else
// goes to the Hono app through @hono/node-server's listener; with what it takes for a refused body's answer
// to reach every client (issue 31 item 3, ADR 028):
// - `Expect: 100-continue` with a declared length past the path's limit is answered with the final 413 at
//   once, never "100 Continue" first (the client then never sends the body);
// - a connection closed while the client is still sending a body (a 413 answered from the headers, or at the
//   limit of a streamed body) is closed lingering, as nginx and Apache do: the server sends its FIN and reads
//   and discards what still comes, up to LINGER_BYTES or LINGER_MS, before it lets go. Closed at once, the
//   unread bytes make the kernel answer with a reset, and a client still writing (curl, Node's fetch) loses
//   the 413 it was sent.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { FastPath } from '../site-pages/fast-path.ts';
import { bodyLimitOf } from './body-limits.ts';

interface FetchApp {
  fetch: (request: Request, ...rest: never[]) => Response | Promise<Response>;
  /** answers what it can before the app (true: answered); none: every request goes to the app */
  fastPath?: FastPath;
}

/** The most a lingering close reads and throws away, and for how long at most. */
export const LINGER_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 30_000;
/** A client that sends nothing for this long is not coming back. */
const LINGER_IDLE_MS = 5_000;

/** The declared length of a request past its path's limit (a limit the route applies itself excepted). */
export function isDeclaredPastLimit(url: string | undefined, contentLength: string | undefined): boolean {
  if (contentLength === undefined) return false;
  let path: string;
  try {
    path = new URL(url ?? '/', 'http://x').pathname;
  } catch {
    return false; // a target no URL can be made of: the app answers it (400) as any other
  }
  const limit = bodyLimitOf(path);
  return !limit.byRoute && (!/^\d+$/.test(contentLength.trim()) || Number(contentLength) > limit.maxBytes);
}

/**
 * Half-closes `socket` and discards what the client still sends of `req`'s body, within the bounds, then
 * destroys it. Node's HTTP parser reads the socket itself (no 'data' events there) and stops reading while
 * the request's body waits to be read; the body's web stream, asked for its first bytes, keeps it waiting.
 * Its listeners are dropped (as Node's own `_dump` does) and the request resumed: read on and thrown away.
 */
function lingeringClose(socket: Socket, req: IncomingMessage) {
  let read = 0;
  const destroy = () => {
    clearTimeout(overall);
    clearTimeout(idle);
    socket.destroy();
  };
  // let go once the answer and the FIN are out (destroying earlier would drop what is still unsent)
  const done = () => (socket.writableFinished ? destroy() : void socket.once('finish', destroy));
  const overall = setTimeout(destroy, LINGER_MS);
  let idle = setTimeout(destroy, LINGER_IDLE_MS);
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) return destroy();
    clearTimeout(idle);
    idle = setTimeout(destroy, LINGER_IDLE_MS);
  });
  // the whole body arrived (nothing unread is left to reset the connection) or the client gave up
  req.once('end', done);
  socket.once('end', done);
  socket.once('close', () => {
    clearTimeout(overall);
    clearTimeout(idle);
  });
  socket.end();
  req.resume();
}

/** The server for `app`, not yet listening. */
export function createHttpServer(app: FetchApp, options: { hostname?: string | undefined } = {}): Server {
  const chain = getRequestListener(app.fetch as (request: Request) => Response | Promise<Response>, { hostname: options.hostname });
  const { fastPath } = app;
  const server = createServer((req, res) => {
    if (!fastPath?.(req, res)) void chain(req, res);
  });
  // An idle kept-alive connection is closed by the server after 65 s, not Node's 5 s: a client (a load
  // balancer, the tests' request context) reusing a connection just as the server closed it gets a reset
  // (ECONNRESET), so the server waits longer than the usual 60 s idle of the things in front of it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // With a listener here Node does not send "100 Continue" by itself: only a body that may come is asked for.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!isDeclaredPastLimit(req.url, req.headers['content-length'])) res.writeContinue();
    server.emit('request', req, res);
  });

  // The request each connection is answering: Node closes a connection with `destroySoon()` after an answer
  // that says `Connection: close`; when that request's body has not all arrived, the close lingers.
  const current = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (req: IncomingMessage) => current.set(req.socket, req));
  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    let lingering = false;
    socket.destroySoon = () => {
      const req = current.get(socket);
      if (lingering || socket.destroyed) return;
      if (req && !req.complete) {
        lingering = true;
        lingeringClose(socket, req);
      } else destroySoon();
    };
  });

  return server;
}

/** The server for `app`, listening on `port` and `hostname` once the promise settles. */
export async function listen(app: FetchApp, options: { port: number; hostname?: string | undefined }): Promise<Server> {
  const server = createHttpServer(app, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** The same, for a caller that wants a callback once it listens (the fast path's tests, the bench's profile). */
export function listenWith(app: FetchApp, options: { port: number; hostname?: string | undefined }, onListening?: (info: AddressInfo) => void): Server {
  const server = createHttpServer(app, options);
  server.listen(options.port, options.hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
