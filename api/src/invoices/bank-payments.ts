// Marking invoices paid from the bank (issue 28 item 4): an admin gives a bank statement — camt.053 XML as
// Estonian banks export it, a CSV, or a pasted list — and every incoming payment whose reference number
// (viitenumber, 7-3-1) names an unpaid invoice of the same amount is matched. The preview shows what
// matched and what did not (unknown reference, already paid, another amount, no reference); applying marks
// the matched invoices paid, each in its own unit of work with an INVOICE_PAID activity entry.
import { XMLParser } from 'fast-xml-parser';
import { findInvoicesByReference, logActivity, markInvoicePaidByTransfer } from '@valik/db/queries';
import type { Invoice } from '@valik/db/schema';
import { isValidReferenceNumber, normalizeReferenceNumber } from '@valik/domain';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export interface BankPayment {
  /** the reference number as the payer wrote it (digits), or null when none was found */
  reference: string | null;
  /** integer cents */
  amount: number;
  payer: string | null;
  /** the booking day as written (YYYY-MM-DD), when known */
  bookedOn: string | null;
  /** the line or entry it came from, for the admin to recognise */
  source: string;
}

export type MatchOutcome = 'MATCHED' | 'PAID' | 'ALREADY_PAID' | 'CANCELED' | 'AMOUNT_DIFFERS' | 'UNKNOWN_REFERENCE' | 'NO_REFERENCE';

export interface PaymentMatch extends BankPayment {
  outcome: MatchOutcome;
  invoice: { id: number; number: string; amount: number; status: Invoice['status'] } | null;
}

/** '1 234,56' / '1234.56' / '99' → cents; null when it is not an amount. */
function cents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0€]|EUR/g, '');
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/**
 * The longest valid reference number in free text, also when written in groups ('121 312 952'): runs of
 * digit-only words joined; at least 4 digits, so an amount is not taken for one.
 */
function referenceIn(text: string): string | null {
  const words = text.split(/[\s;\t"'/:]+/);
  let best: string | null = null;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < words.length && /^\d+$/.test(words[j] ?? ''); j++) {
      joined += words[j];
      if (joined.length > 20) break;
      if (joined.length >= 4 && isValidReferenceNumber(joined) && joined.length > (best?.length ?? 0)) best = joined;
    }
  }
  return best;
}

const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : v && typeof v === 'object' && '#text' in v ? String((v as { '#text': unknown })['#text']) : '');

/** The credit entries of a camt.053 statement (ISO 20022 BkToCstmrStmt). */
function parseCamt053(xml: string): BankPayment[] {
  const doc = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, parseTagValue: false }).parse(xml) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a bank's document read by path
  const statements = asArray(doc.Document?.BkToCstmrStmt?.Stmt);
  const out: BankPayment[] = [];
  for (const stmt of statements) {
    for (const entry of asArray(stmt.Ntry)) {
      if (textOf(entry.CdtDbtInd) !== 'CRDT') continue;
      for (const tx of asArray(entry.NtryDtls?.TxDtls).length ? asArray(entry.NtryDtls?.TxDtls) : [entry]) {
        const amount = cents(textOf(tx.AmtDtls?.TxAmt?.Amt ?? tx.Amt ?? entry.Amt));
        const structured = asArray(tx.RmtInf?.Strd).map((s) => textOf(s?.CdtrRefInf?.Ref)).find(Boolean) ?? '';
        const free = asArray(tx.RmtInf?.Ustrd).map(textOf).join(' ');
        out.push({
          reference: (structured && isValidReferenceNumber(structured) ? normalizeReferenceNumber(structured) : null) ?? referenceIn(`${structured} ${free}`),
          amount: amount ?? 0,
          payer: textOf(tx.RltdPties?.Dbtr?.Nm ?? tx.RltdPties?.Dbtr?.Pty?.Nm) || null,
          bookedOn: textOf(entry.BookgDt?.Dt) || null,
          source: [textOf(tx.RltdPties?.Dbtr?.Nm ?? tx.RltdPties?.Dbtr?.Pty?.Nm), structured, free, textOf(tx.AmtDtls?.TxAmt?.Amt ?? entry.Amt)].filter(Boolean).join(' · '),
        });
      }
    }
  }
  return out;
}

/** A CSV export or a pasted list: a line per payment with a reference number and an amount somewhere in it. */
function parseLines(text: string): BankPayment[] {
  const out: BankPayment[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    // a bank's CSV separates with ';' (or tabs), a quoted CSV with '","', a pasted list with spaces
    const separator = /[;\t]/.test(line) ? /[;\t]/ : line.includes('","') ? /","/ : /\s+/;
    const fields = line.split(separator).map((f) => f.replace(/^"|"$/g, '').trim());
    const reference = fields.map((f) => (/^\d[\d ]*\d$/.test(f) ? normalizeReferenceNumber(f) : '')).find((f) => f.length >= 4 && isValidReferenceNumber(f)) ?? referenceIn(line);
    const amountField = fields.find((f) => /^-?\d[\d\s\u00a0]*[.,]\d{1,2}(\s*(€|EUR))?$/.test(f) && normalizeReferenceNumber(f) !== reference);
    const amount = amountField ? cents(amountField) : null;
    if (amount === null && !reference) continue; // a heading or a line that is no payment
    if (amountField?.startsWith('-')) continue; // an outgoing payment
    const day = /\b(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})\b/.exec(line)?.[1] ?? null;
    out.push({ reference, amount: amount ?? 0, payer: null, bookedOn: day, source: line.slice(0, 200) });
  }
  return out;
}

export function parseBankStatement(text: string): BankPayment[] {
  return text.trimStart().startsWith('<') ? parseCamt053(text) : parseLines(text);
}

function outcomeOf(payment: BankPayment, invoice: Invoice | undefined): MatchOutcome {
  if (!payment.reference) return 'NO_REFERENCE';
  if (!invoice) return 'UNKNOWN_REFERENCE';
  if (invoice.status === 'PAID') return 'ALREADY_PAID';
  if (invoice.status === 'CANCELED') return 'CANCELED';
  if (invoice.amount !== payment.amount) return 'AMOUNT_DIFFERS';
  return 'MATCHED';
}

/** What each payment of a statement matches; with `apply`, marks the matched invoices paid. */
export async function matchBankPayments(deps: WorkDeps, input: { text: string; apply: boolean; actorUserId: number | null }): Promise<PaymentMatch[]> {
  const payments = parseBankStatement(input.text);
  const found = await findInvoicesByReference(deps.db, { referenceNumbers: payments.flatMap((p) => (p.reference ? [p.reference] : [])) });
  const byReference = new Map(found.map((i) => [i.referenceNumber, i]));
  const taken = new Set<number>(); // one payment per invoice: a second one of the same statement does not match again
  const matches: PaymentMatch[] = [];
  for (const payment of payments) {
    const invoice = payment.reference ? byReference.get(payment.reference) : undefined;
    let outcome = outcomeOf(payment, invoice);
    if (outcome === 'MATCHED' && invoice && taken.has(invoice.id)) outcome = 'ALREADY_PAID';
    if (outcome === 'MATCHED' && invoice) taken.add(invoice.id);
    if (outcome === 'MATCHED' && invoice && input.apply) {
      const now = deps.clock();
      const paid = await unitOfWork(deps, async (tx) => {
        const marked = await markInvoicePaidByTransfer(tx, { id: invoice.id, paidAt: now, payment: { method: 'bank_transfer', reference: payment.reference, amount: payment.amount, booked_on: payment.bookedOn, payer: payment.payer } });
        if (marked) {
          await logActivity(tx, {
            type: 'INVOICE_PAID',
            userId: invoice.userId,
            schoolId: invoice.schoolId,
            actorUserId: input.actorUserId,
            metadata: { invoice_id: invoice.invoiceId, reference_number: payment.reference, amount: payment.amount, booked_on: payment.bookedOn, payer: payment.payer },
          });
        }
        return marked;
      });
      outcome = paid ? 'PAID' : 'ALREADY_PAID';
    }
    matches.push({ ...payment, outcome, invoice: invoice ? { id: invoice.id, number: invoice.invoiceId, amount: invoice.amount, status: outcome === 'PAID' ? 'PAID' : invoice.status } : null });
  }
  return matches;
}
