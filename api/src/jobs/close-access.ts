// Job: one week after a payer change to the student (spec §4, §9), access closes when the personal invoice
// is still unpaid: the registration is CANCELED (system actor) and its seat goes to the waitlist. A paid
// invoice, a later change back to the school (access_closes_at cleared) or an earlier cancellation makes
// the job do nothing, so running it twice or late is harmless.
import type { Db } from '@valik/db/client';
import { getInvoice, getParticipant, listDueAccessClosings, updateParticipant } from '@valik/db/queries';
import { cancelRegistration } from '../registrations/cancel-registration.ts';
import type { OfferBatch } from './expire-waitlist-offers.ts';

export interface CloseAccessResult {
  closed: number[];
  offers: OfferBatch[];
}

export async function closeAccess(db: Db, payload: { participantId?: number }, now: Date): Promise<CloseAccessResult> {
  const ids = payload.participantId !== undefined ? [payload.participantId] : (await listDueAccessClosings(db, { now })).map((r) => r.id);
  const result: CloseAccessResult = { closed: [], offers: [] };
  for (const id of ids) {
    const participant = await getParticipant(db, { id });
    if (!participant?.accessClosesAt || participant.status === 'CANCELED') continue;
    if (participant.accessClosesAt.getTime() > now.getTime()) continue;
    const invoice = participant.invoiceId ? await getInvoice(db, { id: participant.invoiceId }) : null;
    if (invoice?.status === 'PAID' || participant.defaultPayer === 'SCHOOL') {
      await updateParticipant(db, { id, changes: { accessClosesAt: null } });
      continue;
    }
    const canceled = await cancelRegistration(db, { participantId: id, actorUserId: null, reason: 'access_closed' }, now);
    result.closed.push(id);
    result.offers.push({ cohort: canceled.cohort, offers: canceled.offers });
  }
  return result;
}
