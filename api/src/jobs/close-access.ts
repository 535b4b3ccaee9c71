// Job: one week after a payer change to the student (spec §4, §9), access closes when the personal invoice
// is still unpaid: the registration is CANCELED (system actor) and its seat goes to the waitlist. A paid
// invoice, a later change back to the school (access_closes_at cleared) or an earlier cancellation makes
// the job do nothing, so running it twice or late is harmless.
import { getInvoice, getParticipant, listDueAccessClosings, updateParticipant } from '@valik/db/queries';
import { cancelRegistration } from '../registrations/cancel-registration.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import type { OfferBatch } from './expire-waitlist-offers.ts';

export interface CloseAccessResult {
  closed: number[];
  offers: OfferBatch[];
}

export async function closeAccess(deps: WorkDeps, payload: { participantId?: number }): Promise<CloseAccessResult> {
  const { db } = deps;
  const now = deps.clock();
  const ids = payload.participantId !== undefined ? [payload.participantId] : (await listDueAccessClosings(db, { now })).map((r) => r.id);
  const result: CloseAccessResult = { closed: [], offers: [] };
  for (const id of ids) {
    const participant = await getParticipant(db, { id });
    if (!participant?.accessClosesAt || participant.status === 'CANCELED') continue;
    if (participant.accessClosesAt.getTime() > now.getTime()) continue;
    const invoice = participant.invoiceId ? await getInvoice(db, { id: participant.invoiceId }) : null;
    if (invoice?.status === 'PAID' || participant.defaultPayer === 'SCHOOL') {
      await unitOfWork(deps, (tx) => updateParticipant(tx, { id, changes: { accessClosesAt: null } }));
      continue;
    }
    const canceled = await cancelRegistration({ ...deps, clock: () => now }, { participantId: id, actorUserId: null, reason: 'access_closed' });
    result.closed.push(id);
    result.offers.push({ cohort: canceled.cohort, offers: canceled.offers });
  }
  return result;
}
