// Marking invoices paid from the bank by reference number (issue 28 item 4): a camt.053 statement, a bank's
// CSV and a pasted list; what matched and what did not; only an admin; each payment once, with its entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, invoices } from '@valik/db/schema';
import { daysFromNow, makeCohort, rowWhere, rowsWhere } from '@valik/db/testing';
import { parseBankStatement } from '../../src/invoices/bank-payments.ts';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: string;
const db = () => t.deps.db;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, (await makeAccount(t, 'ADMIN')).email);
});
afterAll(() => t.close());

async function unpaidInvoice() {
  const student = await makeAccount(t, 'STUDENT');
  const reg = await enrolStudent(t.deps, { userId: student.id, cohortId: (await makeCohort(db(), { startDate: daysFromNow(20) })).id, payer: 'STUDENT' });
  if (reg.kind !== 'REGISTERED' || !reg.invoice) throw new Error('expected an invoice');
  return reg.invoice;
}

const camt053 = (entries: { ref: string; amount: string; name: string; ind?: string }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>2026-11-29T10:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id>${entries
  .map(
    (e) => `<Ntry><Amt Ccy="EUR">${e.amount}</Amt><CdtDbtInd>${e.ind ?? 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-28</Dt></BookgDt>
<NtryDtls><TxDtls><AmtDtls><TxAmt><Amt Ccy="EUR">${e.amount}</Amt></TxAmt></AmtDtls><RltdPties><Dbtr><Nm>${e.name}</Nm></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Ref>${e.ref}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  )
  .join('')}</Stmt></BkToCstmrStmt></Document>`;

const post = (path: string, text: string, cookie = admin) =>
  t.app.request(`/api/v1/manage/bank_payments/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: BASE_URL }, body: JSON.stringify({ text }) });
type Match = { reference: string | null; amount: number; outcome: string; invoice: { id: number; number: string } | null };
const matches = async (res: Response) => ((await res.json()) as { data: Match[] }).data;

describe('reading a bank statement', () => {
  it('reads incoming payments of a camt.053 statement, skipping outgoing ones', () => {
    const found = parseBankStatement(camt053([{ ref: '121312952', amount: '99.00', name: 'Tallinna Kool' }, { ref: '1232', amount: '5.00', name: 'Out', ind: 'DBIT' }]));
    expect(found).toEqual([expect.objectContaining({ reference: '121312952', amount: 9900, payer: 'Tallinna Kool', bookedOn: '2026-11-28' })]);
  });

  it('reads a bank CSV with ; and decimal commas, and a pasted list', () => {
    expect(parseBankStatement('Kuupäev;Saaja;Viitenumber;Summa\n28.11.2026;Valik OÜ;121312952;99,00')).toEqual([expect.objectContaining({ reference: '121312952', amount: 9900, bookedOn: '28.11.2026' })]);
    expect(parseBankStatement('121 312 952 49.50\nno reference here 12,00')).toEqual([
      expect.objectContaining({ reference: '121312952', amount: 4950 }),
      expect.objectContaining({ reference: null, amount: 1200 }),
    ]);
  });
});

describe('POST /api/v1/manage/bank_payments', () => {
  it('previews what matches and what does not, and changes nothing', async () => {
    const invoice = await unpaidInvoice();
    const other = await unpaidInvoice();
    const text = camt053([
      { ref: invoice.referenceNumber, amount: '99.00', name: 'Mari' },
      { ref: other.referenceNumber, amount: '50.00', name: 'Jaan' },
      { ref: '121312952', amount: '10.00', name: 'Keegi' },
    ]);
    const res = await post('preview', text);
    expect(res.status).toBe(200);
    expect((await matches(res)).map((m) => [m.reference, m.outcome, m.invoice?.number ?? null])).toEqual([
      [invoice.referenceNumber, 'MATCHED', invoice.invoiceId],
      [other.referenceNumber, 'AMOUNT_DIFFERS', other.invoiceId],
      ['121312952', 'UNKNOWN_REFERENCE', null],
    ]);
    expect((await rowWhere(db(), invoices, { id: invoice.id }))?.status).toBe('UNPAID');
  });

  it('marks the matched invoices paid with an INVOICE_PAID entry, once', async () => {
    const invoice = await unpaidInvoice();
    const text = `${invoice.referenceNumber} 99,00`;
    expect((await matches(await post('apply', text))).map((m) => m.outcome)).toEqual(['PAID']);
    const row = await rowWhere(db(), invoices, { id: invoice.id });
    expect(row).toMatchObject({ status: 'PAID' });
    expect(row?.metadata.payment).toMatchObject({ method: 'bank_transfer', reference: invoice.referenceNumber, amount: 9900 });
    const entries = (await rowsWhere(db(), activityLog, { type: 'INVOICE_PAID' })).filter((e) => e.metadata?.invoice_id === invoice.invoiceId);
    expect(entries).toHaveLength(1);
    expect((await matches(await post('apply', text))).map((m) => m.outcome)).toEqual(['ALREADY_PAID']);
    expect((await rowsWhere(db(), activityLog, { type: 'INVOICE_PAID' })).filter((e) => e.metadata?.invoice_id === invoice.invoiceId)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const student = await signIn(t, (await makeAccount(t, 'STUDENT')).email);
    expect((await post('preview', '1232 1,00', student)).status).toBe(403);
  });
});
