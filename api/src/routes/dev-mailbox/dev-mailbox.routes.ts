// /dev/mailbox: the e-mails the dev mailbox stored, so verification, reset and sign-in links can be
// followed without a mail server. Registered only outside production (server.ts), and it refuses to
// answer in production even if mounted by mistake.
import { Hono } from 'hono';
import { getEmail, listEmails } from '@valik/db/queries';
import type { Email } from '@valik/db/schema';
import type { AppEnv } from '../../lib/context.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const time = (d: Date) => d.toLocaleString('et-EE', { timeZone: 'Europe/Tallinn' });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Valik dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f4f1;color:#1f1f1f}
header{background:#1f1f1f;color:#fff;padding:12px 20px}header a{color:#fff}
main{max-width:960px;margin:0 auto;padding:20px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:10px;border-bottom:1px solid #e5e1dc;vertical-align:top}
td a{color:#b33f00;font-weight:600}.muted{color:#5f5f5f;font-size:14px}
form{margin:0 0 16px}input{padding:8px;min-width:260px}button{padding:8px 14px}
pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e5e1dc}
</style></head><body><header><strong>Valik dev mailbox</strong> · <a href="/dev/mailbox">all e-mails</a> · development only</header><main>${body}</main></body></html>`;
}

function listHtml(rows: Email[], to: string | undefined): string {
  const items = rows
    .map(
      (e) => `<tr><td class="muted">${escape(time(e.createdAt))}</td><td>${escape(e.toAddress)}</td>
<td><a href="/dev/mailbox/${e.id}">${escape(e.subject)}</a><div class="muted">${escape(e.template)} · ${e.lang}</div></td></tr>`,
    )
    .join('');
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>
<form method="get" action="/dev/mailbox"><label>Recipient <input name="to" type="email" value="${escape(to ?? '')}"></label> <button>Filter</button></form>
${rows.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${items}</tbody></table>` : '<p>No e-mails yet.</p>'}`,
  );
}

export const devMailboxRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (c.get('deps').env.isProduction) return c.notFound();
    await next();
    c.header('cache-control', 'no-store');
  })
  .get('/', async (c) => {
    const to = c.req.query('to') || undefined;
    return c.html(listHtml(await listEmails(c.get('deps').db, { to }), to));
  })
  // JSON for tools and tests: newest first, optionally for one recipient.
  .get('/messages', async (c) => {
    const rows = await listEmails(c.get('deps').db, { to: c.req.query('to') || undefined, limit: 50 });
    return c.json({
      data: rows.map((e) => ({ id: e.id, to: e.toAddress, subject: e.subject, template: e.template, lang: e.lang, text: e.text, created_at: e.createdAt.toISOString() })),
    });
  })
  .get('/:id{[0-9]+}', async (c) => {
    const email = await getEmail(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!email) return c.notFound();
    const meta = `<p class="muted">To ${escape(email.toAddress)} · from ${escape(email.fromAddress)} · ${escape(time(email.createdAt))} · <a href="/dev/mailbox/${email.id}/text">plain text</a></p>`;
    // The message itself, as the recipient's mail program would show it.
    return c.html(email.html.replace(/<body([^>]*)>/, `<body$1><div style="font:14px system-ui;background:#1f1f1f;color:#fff;padding:10px 16px"><a href="/dev/mailbox" style="color:#fff">← Valik dev mailbox</a> · ${escape(email.subject)}</div>${meta}`));
  })
  .get('/:id{[0-9]+}/text', async (c) => {
    const email = await getEmail(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!email) return c.notFound();
    return c.html(page(email.subject, `<h1>${escape(email.subject)}</h1><pre>${escape(email.text)}</pre>`));
  });
