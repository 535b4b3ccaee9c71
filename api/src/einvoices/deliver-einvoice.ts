// Delivering one invoice or credit note as an e-invoice (issue 28 item 5, ADR 030): through the school's
// e-invoice channel (its Peppol address, at the access point the service container holds), else by e-mail to
// the school's representatives with the UBL attached. Safe to repeat: a delivered document is not sent again,
// and every send carries the outbox entry's key.
import { getCreditNote, getInvoiceWithParty, listSchoolRepRecipients, recordCreditNoteEinvoiceDelivery, recordEinvoiceDelivery } from '@valik/db/queries';
import { formatDate, formatEuros } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { creditNoteUbl, invoiceUbl } from '../invoices/invoice-documents.ts';
import { sendEmail } from '../mail/send-email.ts';

export class NoEinvoiceRecipientError extends Error {
  override name = 'NoEinvoiceRecipientError';
}

export async function deliverEinvoice(
  deps: Pick<AppDeps, 'db' | 'env' | 'einvoices' | 'mailer'>,
  params: { invoiceId: number; creditNoteId?: number | null; idempotencyKey: string; now: Date },
): Promise<'PEPPOL' | 'EMAIL' | null> {
  const party = await getInvoiceWithParty(deps.db, { id: params.invoiceId });
  if (!party || party.invoice.schoolId === null) return null;
  const { invoice } = party;
  const note = params.creditNoteId ? await getCreditNote(deps.db, { id: params.creditNoteId }) : null;
  if (params.creditNoteId && (!note || note.invoiceId !== invoice.id)) return null;
  // delivered before this attempt
  if (note ? note.metadata.einvoice : invoice.metadata.einvoice) return null;
  const xml = note ? creditNoteUbl(deps.env, note, party) : await invoiceUbl(deps.db, deps.env, party);
  const number = note ? note.number : invoice.invoiceId;
  const record = (delivery: { channel: 'PEPPOL' | 'EMAIL'; delivered_at: string; reference: string }) =>
    note ? recordCreditNoteEinvoiceDelivery(deps.db, { id: note.id, delivery }) : recordEinvoiceDelivery(deps.db, { id: invoice.id, delivery });
  const address = party.school?.einvoiceAddress ?? null;
  const [scheme, id] = address?.split(/:(.*)/s) ?? [];
  if (scheme && id && deps.einvoices.accessPoint) {
    const { submissionId } = await deps.einvoices.accessPoint.submit({ receiver: { scheme, id }, documentType: note ? 'creditnote' : 'invoice', xml, idempotencyKey: params.idempotencyKey });
    await record({ channel: 'PEPPOL', delivered_at: params.now.toISOString(), reference: submissionId });
    return 'PEPPOL';
  }
  const reps = (await listSchoolRepRecipients(deps.db, { schoolId: invoice.schoolId as number })).filter((r) => r.email);
  if (reps.length === 0) throw new NoEinvoiceRecipientError(`school ${invoice.schoolId} has neither an e-invoice address nor a representative to e-mail ${number} to`);
  for (const rep of reps) {
    const lang = rep.language ?? 'et';
    const common = { to: rep.email, lang, userId: rep.id, idempotencyKey: `${params.idempotencyKey}:${rep.id}`, attachments: [{ filename: `${number}.xml`, contentType: 'application/xml', content: Buffer.from(xml, 'utf8') }] };
    const url = `${deps.env.PUBLIC_BASE_URL}/user/school/credits`;
    if (note) {
      await sendEmail(deps.db, deps.mailer, {
        ...common,
        template: 'schoolCreditNoteEinvoice',
        data: { name: rep.firstName ?? '', school: rep.schoolName, creditNote: note.number, invoice: invoice.invoiceId, amount: formatEuros(note.amount, lang), url },
      });
      continue;
    }
    await sendEmail(deps.db, deps.mailer, {
      ...common,
      template: 'schoolEinvoice',
      data: {
        name: rep.firstName ?? '',
        school: rep.schoolName,
        invoice: invoice.invoiceId,
        reference: invoice.referenceNumber,
        amount: formatEuros(invoice.amount, lang),
        due: invoice.status === 'UNPAID' && invoice.dueDate ? formatDate(invoice.dueDate) : null,
        url,
      },
    });
  }
  await record({ channel: 'EMAIL', delivered_at: params.now.toISOString(), reference: reps.map((r) => r.email).join(', ') });
  return 'EMAIL';
}
