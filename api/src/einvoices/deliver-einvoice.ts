// Delivering one invoice as an e-invoice (issue 28 item 5, ADR 030): through the school's e-invoice channel
// (its Peppol address, at the access point the service container holds), else by e-mail to the school's
// representatives with the UBL attached. Safe to repeat: a delivered invoice is not sent again, and every
// send carries the outbox entry's key.
import { getInvoiceWithParty, listSchoolRepRecipients, recordEinvoiceDelivery } from '@valik/db/queries';
import { formatDate, formatEuros } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { invoiceUbl } from '../invoices/invoice-documents.ts';
import { sendEmail } from '../mail/send-email.ts';

export class NoEinvoiceRecipientError extends Error {
  override name = 'NoEinvoiceRecipientError';
}

export async function deliverEinvoice(
  deps: Pick<AppDeps, 'db' | 'env' | 'einvoices' | 'mailer'>,
  params: { invoiceId: number; idempotencyKey: string; now: Date },
): Promise<'PEPPOL' | 'EMAIL' | null> {
  const party = await getInvoiceWithParty(deps.db, { id: params.invoiceId });
  if (!party || party.invoice.schoolId === null) return null;
  if (party.invoice.metadata.einvoice) return null; // delivered before this attempt
  const { invoice } = party;
  const xml = await invoiceUbl(deps.db, deps.env, party);
  const address = party.school?.einvoiceAddress ?? null;
  const [scheme, id] = address?.split(/:(.*)/s) ?? [];
  if (scheme && id && deps.einvoices.accessPoint) {
    const { submissionId } = await deps.einvoices.accessPoint.submit({ receiver: { scheme, id }, documentType: 'invoice', xml, idempotencyKey: params.idempotencyKey });
    await recordEinvoiceDelivery(deps.db, { id: invoice.id, delivery: { channel: 'PEPPOL', delivered_at: params.now.toISOString(), reference: submissionId } });
    return 'PEPPOL';
  }
  const reps = (await listSchoolRepRecipients(deps.db, { schoolId: invoice.schoolId as number })).filter((r) => r.email);
  if (reps.length === 0) throw new NoEinvoiceRecipientError(`school ${invoice.schoolId} has neither an e-invoice address nor a representative to e-mail invoice ${invoice.invoiceId} to`);
  for (const rep of reps) {
    const lang = rep.language ?? 'et';
    await sendEmail(deps.db, deps.mailer, {
      template: 'schoolEinvoice',
      to: rep.email,
      lang,
      userId: rep.id,
      idempotencyKey: `${params.idempotencyKey}:${rep.id}`,
      data: {
        name: rep.firstName ?? '',
        school: rep.schoolName,
        invoice: invoice.invoiceId,
        reference: invoice.referenceNumber,
        amount: formatEuros(invoice.amount, lang),
        due: invoice.status === 'UNPAID' && invoice.dueDate ? formatDate(invoice.dueDate) : null,
        url: `${deps.env.PUBLIC_BASE_URL}/user/school/credits`,
      },
      attachments: [{ filename: `${invoice.invoiceId}.xml`, contentType: 'application/xml', content: Buffer.from(xml, 'utf8') }],
    });
  }
  await recordEinvoiceDelivery(deps.db, { id: invoice.id, delivery: { channel: 'EMAIL', delivered_at: params.now.toISOString(), reference: reps.map((r) => r.email).join(', ') } });
  return 'EMAIL';
}
