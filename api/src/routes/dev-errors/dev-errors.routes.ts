// /dev/errors: a local stand-in for Sentry's ingest. Outside production, with no DSN configured, the
// Sentry SDKs of the server, the site, the portal and the console send their envelopes here (their DSN is
// http://valik@<host>/dev/errors/<project>, so they post to /dev/errors/api/<project>/envelope/); every
// item is stored (error_reports) and listed at /dev/errors. Registered only outside production
// (server.ts), and it refuses to answer in production even if mounted by mistake, like the dev mailbox.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getErrorReport, insertErrorReports, listErrorReports } from '@valik/db/queries';
import type { ErrorReport } from '@valik/db/schema';
import type { AppEnv } from '../../lib/context.ts';
import { renderError } from '../../lib/render-error.ts';
import { devPage, escapeHtml as escape, tallinnTime as time } from '../../lib/dev-page.ts';
import { EnvelopeError, decodeBody, parseEnvelope } from '../../errors/envelope.ts';
import { errorReportRows } from '../../errors/ingest-rows.ts';

/** Sentry's own limit for a compressed envelope is 40 MB; replays of a long session come close to a few. */
const MAX_ENVELOPE_BYTES = 20 * 1024 * 1024;

function page(title: string, body: string): string {
  return devPage({
    tool: 'errors',
    title,
    nav: '<a href="/dev/errors">errors</a> · <a href="/dev/errors?type=all">everything the SDKs sent</a>',
    body,
    width: 1200,
    css: `.table{overflow-x:auto}th,td{padding:8px 10px}code{font-size:13px;word-break:break-all}
form{margin:0 0 16px;display:flex;flex-wrap:wrap;gap:8px;align-items:end}label{display:grid;gap:4px;font-size:14px}input,select{padding:8px}button{padding:8px 14px}
pre{word-break:break-word;font-size:13px}`,
  });
}

type Listed = Awaited<ReturnType<typeof listErrorReports>>[number];

function row(r: Listed): string {
  const replay = r.replayId ? `<a href="/dev/errors?replay_id=${encodeURIComponent(r.replayId)}">replay</a>` : '';
  return `<tr><td class="muted">${escape(time(r.createdAt))}</td><td>${escape(r.app ?? '')}</td><td>${escape(r.itemType)}${r.level ? `<div class="muted">${escape(r.level)}</div>` : ''}</td>
<td><a href="/dev/errors/${r.id}">${escape(r.title ?? r.itemType)}</a></td><td>${escape(r.userId ?? '')}</td>
<td><code>${escape(r.requestId ?? '')}</code></td><td>${replay}</td><td class="muted">${escape([r.release, r.environment].filter(Boolean).join(' · '))}</td></tr>`;
}

interface Filter {
  type: string | undefined;
  requestId: string | undefined;
  replayId: string | undefined;
}

function listHtml(rows: Listed[], filter: Filter): string {
  const types = ['all', 'event', 'transaction', 'replay_event', 'replay_recording', 'session', 'client_report'];
  const options = types.map((t) => `<option value="${t}"${t === (filter.type ?? 'all') ? ' selected' : ''}>${t}</option>`).join('');
  return page(
    'Error reports',
    `<h1>Error reports</h1>
<form method="get" action="/dev/errors"><label>Type <select name="type">${options}</select></label>
<label>Request id <input name="request_id" type="text" value="${escape(filter.requestId ?? '')}"></label>
${filter.replayId ? `<input type="hidden" name="replay_id" value="${escape(filter.replayId)}">` : ''}<button>Filter</button></form>
${rows.length ? `<div class="table"><table><thead><tr><th>Received</th><th>App</th><th>Type</th><th>What</th><th>User</th><th>Request id</th><th>Replay</th><th>Release</th></tr></thead><tbody>${rows.map(row).join('')}</tbody></table></div>` : '<p>No reports yet.</p>'}`,
  );
}

function detailHtml(r: ErrorReport): string {
  const facts = [
    ['Received', time(r.createdAt)],
    ['Project', String(r.project)],
    ['App', r.app],
    ['Type', r.itemType],
    ['Event id', r.eventId],
    ['User id', r.userId],
    ['Request id', r.requestId],
    ['Replay id', r.replayId],
    ['Release', r.release],
    ['Environment', r.environment],
    ['Bytes', String(r.bytes)],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `<tr><th>${escape(k ?? '')}</th><td><code>${escape(v ?? '')}</code></td></tr>`)
    .join('');
  return page(r.title ?? r.itemType, `<h1>${escape(r.title ?? r.itemType)}</h1><table>${facts}</table><h2>Payload</h2><pre>${escape(JSON.stringify(r.payload, null, 2))}</pre>`);
}

/** The page lists errors unless asked for another item type (`type=all`: everything, sessions too). */
const filterOf = (q: (name: string) => string | undefined, defaultType?: string): Filter => ({
  type: q('type') === 'all' ? undefined : q('type') || defaultType,
  requestId: q('request_id') || undefined,
  replayId: q('replay_id') || undefined,
});

// Answers like Sentry's ingest (browsers on another origin post to it as well).
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-sentry-rate-limits, retry-after' };

export const devErrorsRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (c.get('deps').env.isProduction) return c.notFound();
    await next();
    c.header('cache-control', 'no-store');
  })
  // An unexpected failure on request, answered like any API error (`{ error, requestId }`, 500), to see
  // a report arrive with the id the body shows (the journeys use it; nothing else can fail on demand).
  .get('/throw', () => {
    throw new Error('A test error from /dev/errors/throw');
  })
  .get('/', async (c) => {
    // a replay's items and a request's reports are listed whatever their type
    const q = (n: string) => c.req.query(n);
    const filter = filterOf(q, q('replay_id') || q('request_id') ? undefined : 'event');
    const rows = await listErrorReports(c.get('deps').db, { itemType: filter.type, requestId: filter.requestId, replayId: filter.replayId });
    return c.html(listHtml(rows, filter));
  })
  // JSON for tools and tests: newest first, with the payloads.
  .get('/reports', async (c) => {
    const { db } = c.get('deps');
    const filter = filterOf((n) => c.req.query(n));
    const rows = await listErrorReports(db, { itemType: filter.type, requestId: filter.requestId, replayId: filter.replayId, limit: 100 });
    const full = await Promise.all(rows.map((r) => getErrorReport(db, { id: r.id })));
    return c.json({
      data: full.flatMap((r) =>
        r
          ? [{
              id: r.id, project: r.project, app: r.app, type: r.itemType, event_id: r.eventId, level: r.level, title: r.title,
              user_id: r.userId, request_id: r.requestId, replay_id: r.replayId, release: r.release, environment: r.environment,
              bytes: r.bytes, payload: r.payload, created_at: r.createdAt.toISOString(),
            }]
          : [],
      ),
    });
  })
  .get('/:id{[0-9]+}', async (c) => {
    const report = await getErrorReport(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!report) return c.notFound();
    return c.html(detailHtml(report));
  })
  .options('/api/:project{[0-9]+}/envelope/*', (c) =>
    c.body(null, 204, { ...CORS, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type, content-encoding', 'access-control-max-age': '86400' }),
  )
  // The envelope endpoint (with and without the SDKs' trailing slash).
  .post(
    '/api/:project{[0-9]+}/envelope/*',
    bodyLimit({ maxSize: MAX_ENVELOPE_BYTES, onError: (c) => c.json({ detail: 'envelope exceeded size limits' }, 413, CORS) }),
    async (c) => {
      let rows;
      try {
        const body = decodeBody(Buffer.from(await c.req.arrayBuffer()), c.req.header('content-encoding'));
        rows = errorReportRows(Number(c.req.param('project')), parseEnvelope(body));
      } catch (err) {
        if (err instanceof EnvelopeError || (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_'))) {
          return c.json({ detail: err.message }, 400, CORS);
        }
        throw err;
      }
      await insertErrorReports(c.get('deps').db, { items: rows });
      return c.json({ id: rows.find((r) => r.eventId)?.eventId ?? null }, 200, CORS);
    },
  )
  .onError((err, c) => renderError(err, c));
