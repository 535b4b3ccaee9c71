// /dev/einvoices: the local Peppol access point (issue 28 item 5, ADR 030), never in production. It speaks
// Storecove's document submission API (POST /dev/einvoices/api/v2/document_submissions: bearer key, the UBL
// as base64 raw document data, the receiver's identifier as routing, an idempotency guid) to the same
// client that talks to Storecove, stores each document it takes and lists them like the dev mailbox.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { XMLParser } from 'fast-xml-parser';
import { getDevEinvoice, insertDevEinvoice, listDevEinvoices } from '@valik/db/queries';
import type { DevEinvoice } from '@valik/db/schema';
import type { AppEnv } from '../../lib/context.ts';
import { devPage, escapeHtml as escape, tallinnTime as time } from '../../lib/dev-page.ts';
import { EINVOICE_STAND_IN_KEY } from '../../einvoices/einvoice-services.ts';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const submission = z.object({
  legalEntityId: z.number().int().positive(),
  idempotencyGuid: z.string().min(1).max(200).optional(),
  routing: z.object({ eIdentifiers: z.array(z.object({ scheme: z.string().min(1), id: z.string().min(1) })).min(1), emails: z.array(z.string()).optional() }),
  document: z.object({
    documentType: z.enum(['invoice', 'creditnote']),
    rawDocumentData: z.object({ document: z.string().min(1), parse: z.boolean().optional(), parseStrategy: z.literal('ubl') }),
  }),
});

/** Storecove answers 422 with a list of { source, details }. */
const refusal = (details: string, source = 'document') => [{ source, details }];

/** The UBL's root and number, or why it is not one. */
function readUbl(xml: string): { root: 'Invoice' | 'CreditNote'; number: string | null } | string {
  let parsed: Record<string, Record<string, unknown> | undefined>;
  try {
    parsed = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false }).parse(xml, true) as typeof parsed;
  } catch (error) {
    return `not well-formed XML: ${(error as Error).message}`;
  }
  const root = parsed.Invoice ? 'Invoice' : parsed.CreditNote ? 'CreditNote' : null;
  if (!root) return 'the document is neither a UBL Invoice nor a CreditNote';
  const id = parsed[root]?.ID;
  return { root, number: typeof id === 'string' ? id : null };
}

function page(title: string, body: string): string {
  return devPage({ tool: 'e-invoices', title, nav: '<a href="/dev/einvoices">all e-invoices</a> · <a href="/dev/mailbox">mailbox</a> · a Peppol access point (Storecove API)', body });
}

function listHtml(rows: DevEinvoice[]): string {
  const items = rows
    .map(
      (e) => `<tr><td class="muted">${escape(time(e.createdAt))}</td><td><a href="/dev/einvoices/${e.id}">${escape(e.documentNumber ?? '—')}</a><div class="muted">${escape(e.documentType)}</div></td>
<td>${escape(e.receiverScheme)}:${escape(e.receiverId)}</td><td class="muted">${escape(e.guid)}</td></tr>`,
    )
    .join('');
  return page(
    'E-invoices received',
    `<h1>E-invoices received (${rows.length})</h1><p class="muted">Documents the e-invoice client delivered to this stand-in access point, newest first.</p>
<table><thead><tr><th>Received</th><th>Document</th><th>Receiver</th><th>Submission</th></tr></thead><tbody>${items || '<tr><td colspan="4">Nothing delivered yet.</td></tr>'}</tbody></table>`,
  );
}

export const devEinvoiceRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (c.get('deps').env.isProduction) return c.text('Not found', 404);
    await next();
  })
  .post('/api/v2/document_submissions', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    if (!sameText(auth, `Bearer ${EINVOICE_STAND_IN_KEY}`)) return c.json({ error: 'Unauthorized' }, 401);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json(refusal('the body is not JSON', 'body'), 422);
    }
    const parsed = submission.safeParse(body);
    if (!parsed.success) return c.json(parsed.error.issues.map((i) => ({ source: i.path.join('.'), details: i.message })), 422);
    const { data } = parsed;
    const xml = Buffer.from(data.document.rawDocumentData.document, 'base64').toString('utf8');
    const ubl = readUbl(xml);
    if (typeof ubl === 'string') return c.json(refusal(ubl), 422);
    if ((ubl.root === 'Invoice') !== (data.document.documentType === 'invoice')) return c.json(refusal(`a ${ubl.root} sent as documentType ${data.document.documentType}`), 422);
    const receiver = data.routing.eIdentifiers[0] as { scheme: string; id: string };
    const row = await insertDevEinvoice(c.get('deps').db, {
      idempotencyGuid: data.idempotencyGuid ?? null,
      legalEntityId: data.legalEntityId,
      receiverScheme: receiver.scheme,
      receiverId: receiver.id,
      documentType: data.document.documentType,
      documentNumber: ubl.number,
      document: xml,
    });
    return c.json({ guid: row.guid }, 200);
  })
  .get('/', async (c) => c.html(listHtml(await listDevEinvoices(c.get('deps').db))))
  .get('/:id{[0-9]+}', async (c) => {
    const row = await getDevEinvoice(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!row) return c.html(page('Not found', '<h1>No such e-invoice</h1>'), 404);
    return c.html(
      page(
        row.documentNumber ?? 'E-invoice',
        `<h1>${escape(row.documentNumber ?? 'E-invoice')}</h1><p class="muted">Received ${escape(time(row.createdAt))} for ${escape(row.receiverScheme)}:${escape(row.receiverId)} · submission ${escape(row.guid)} · sender ${row.legalEntityId}</p>
<p><a href="/dev/einvoices/${row.id}/xml">Download the UBL</a></p><pre>${escape(row.document)}</pre>`,
      ),
    );
  })
  .get('/:id{[0-9]+}/xml', async (c) => {
    const row = await getDevEinvoice(c.get('deps').db, { id: Number(c.req.param('id')) });
    if (!row) return c.text('Not found', 404);
    return c.body(row.document, 200, { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${(row.documentNumber ?? 'einvoice').replace(/[^\w.-]/g, '_')}.xml"` });
  });
