// /dev/mailbox: the e-mails the dev mailbox stored, so verification, reset and sign-in links can be
// followed without a mail server. Registered only outside production (server.ts), and it refuses to
// answer in production even if mounted by mistake. It also holds a stand-in for Twilio's Messages API
// (/dev/mailbox/twilio/…), so the phone second factor works locally: the texts show up here. Its switch
// (POST /dev/mailbox/outage) plays a provider outage: every e-mail fails until it is switched off, so the
// outbox's retries and its console page (/manage/outbox, ADR 024) can be tried locally.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { getEmail, listEmails } from '@valik/db/queries';
import type { Email } from '@valik/db/schema';
import type { AppEnv } from '../../lib/context.ts';
import { createDevMailboxMailer, isDevMailboxMailer } from '../../mail/dev-mailbox-mailer.ts';
import { devPage, escapeHtml as escape, tallinnTime as time } from '../../lib/dev-page.ts';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function page(title: string, body: string): string {
  return devPage({
    tool: 'mailbox',
    title,
    nav: '<a href="/dev/mailbox">all e-mails</a>',
    body,
    css: 'form{margin:0 0 16px}input{padding:8px;min-width:260px}button{padding:8px 14px}',
  });
}

function outageForm(outage: boolean | null): string {
  if (outage === null) return '';
  return `<form method="post" action="/dev/mailbox/outage"><input type="hidden" name="on" value="${outage ? 'false' : 'true'}">
<span>${outage ? '<strong>Simulated outage: every e-mail fails.</strong>' : 'The mailbox takes e-mails.'}</span> <button>${outage ? 'End the outage' : 'Simulate an outage'}</button></form>`;
}

function listHtml(rows: Email[], to: string | undefined, outage: boolean | null): string {
  const items = rows
    .map(
      (e) => `<tr><td class="muted">${escape(time(e.createdAt))}</td><td>${escape(e.toAddress)}</td>
<td><a href="/dev/mailbox/${e.id}">${escape(e.subject)}</a><div class="muted">${escape(e.template)} · ${e.lang}</div></td></tr>`,
    )
    .join('');
  return page(
    'Mailbox',
    `<h1>Mailbox</h1>
${outageForm(outage)}
<form method="get" action="/dev/mailbox"><label>Recipient <input name="to" type="text" value="${escape(to ?? '')}"></label> <button>Filter</button></form>
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
    const { db, mailer } = c.get('deps');
    return c.html(listHtml(await listEmails(db, { to }), to, isDevMailboxMailer(mailer) ? mailer.outage : null));
  })
  // the outage switch: JSON { on: boolean } (tests) or the page's form; 409 when e-mail goes to a real provider
  .post('/outage', async (c) => {
    const { mailer } = c.get('deps');
    if (!isDevMailboxMailer(mailer)) return c.json({ error: { code: 'CONFLICT', message: 'E-mails go to a real provider here' } }, 409);
    const json = (c.req.header('content-type') ?? '').includes('application/json');
    const on = json ? ((await c.req.json().catch(() => ({}))) as { on?: unknown }).on : (await c.req.parseBody()).on;
    mailer.outage = on === true || on === 'true';
    return json ? c.json({ outage: mailer.outage }) : c.redirect('/dev/mailbox', 303);
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
  // Twilio's "create a message" call (form-encoded, basic auth with the configured SID and token), as
  // api/src/sms/sms-sender.ts makes it with TWILIO_API_URL=<base>/dev/mailbox/twilio. Answers like
  // Twilio: 201 with the message, 401 for wrong credentials, 400 for a bad number.
  .post('/twilio/2010-04-01/Accounts/:sid/Messages.json', async (c) => {
    const { db, env } = c.get('deps');
    const sid = env.TWILIO_ACCOUNT_SID ?? '';
    const expected = `Basic ${Buffer.from(`${sid}:${env.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64')}`;
    if (!sid || c.req.param('sid') !== sid || !sameText(c.req.header('authorization') ?? '', expected)) {
      return c.json({ code: 20003, message: 'Authenticate', status: 401 }, 401);
    }
    const form = await c.req.parseBody();
    const to = typeof form.To === 'string' ? form.To : '';
    const from = typeof form.From === 'string' ? form.From : '';
    const body = typeof form.Body === 'string' ? form.Body : '';
    if (!/^\+\d{6,15}$/.test(to)) return c.json({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }, 400);
    if (!body) return c.json({ code: 21602, message: 'Message body is required.', status: 400 }, 400);
    const { id } = await createDevMailboxMailer(db, from).send({
      to,
      subject: `SMS: ${body.slice(0, 60)}`,
      text: body,
      html: `<!doctype html><html><head><meta charset="utf-8"><title>SMS</title></head><body><pre style="font:16px system-ui;padding:24px">${escape(body)}</pre></body></html>`,
      template: 'sms',
      lang: /^Your /.test(body) ? 'en' : 'et',
    });
    return c.json({ sid: `SM${id.replace(/\D/g, '').padStart(32, '0')}`, status: 'queued', to, from, body }, 201);
  })
  .get('/:id{[0-9]+}/text', async (c) => {
    const email = await getEmail(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!email) return c.notFound();
    return c.html(page(email.subject, `<h1>${escape(email.subject)}</h1><pre>${escape(email.text)}</pre>`));
  });
