// Issuing a school's monthly invoice (ADR 008, issue 28 item 5): while its month runs, lines come and go;
// once the month is over the invoice is complete, so it is issued — marked and, in the same transaction,
// its e-invoice delivery written to the outbox (EINVOICE). Run by the sweep; each invoice once.
import { listSchoolInvoicesToIssue, markSchoolInvoiceIssued } from '@valik/db/queries';
import { schoolInvoicePeriod } from '@valik/domain';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function issueSchoolInvoices(deps: WorkDeps, input: { now?: Date } = {}): Promise<number> {
  const now = input.now ?? deps.clock();
  const due = await listSchoolInvoicesToIssue(deps.db, { beforePeriod: schoolInvoicePeriod(now).key });
  let issued = 0;
  for (const invoice of due) {
    const done = await unitOfWork(deps, async (tx, outbox) => {
      if (!(await markSchoolInvoiceIssued(tx, { id: invoice.id, at: now }))) return false;
      await outbox.add('EINVOICE', { invoice_id: invoice.id });
      return true;
    });
    if (done) issued++;
  }
  return issued;
}
