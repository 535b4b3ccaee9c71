// A refund that goes back by bank transfer (a line taken off a school invoice the school had paid: no
// provider to confirm it) is moved on by the admin who sent it (issue 28 item 3): SENT, then ARRIVED, never
// back, with an activity entry naming them. Refunds through a card or bank-link provider are moved by the
// provider's answers instead (payments/refunds.ts, apply-notification.ts) and refused here.
import { advanceCreditNoteRefund, getCreditNote, logActivity } from '@valik/db/queries';
import type { CreditNote } from '@valik/db/schema';
import type { AppDeps } from '../lib/context.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';
import { ApiError } from '../lib/errors.ts';
import { CREDIT_NOTE_NOT_FOUND } from './invoice-documents.ts';

export const REFUND_BY_PROVIDER = 'This refund is confirmed by the payment provider';
export const REFUND_ALREADY = 'The refund is already there';

export async function recordCreditNoteRefund(
  deps: WorkDeps & Pick<AppDeps, 'clock'>,
  input: { creditNoteId: number; state: 'SENT' | 'ARRIVED'; actorUserId: number | null },
): Promise<CreditNote> {
  const now = deps.clock();
  return unitOfWork(deps, async (tx) => {
    const note = await getCreditNote(tx, { id: input.creditNoteId });
    if (!note) throw new ApiError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
    if (note.checkoutId !== null || note.reason === 'DUPLICATE_PASS') throw new ApiError('CONFLICT', REFUND_BY_PROVIDER);
    const moved = await advanceCreditNoteRefund(tx, { id: note.id, state: input.state, now });
    if (!moved) throw new ApiError('CONFLICT', REFUND_ALREADY);
    await logActivity(tx, {
      type: 'SCHOOL_CREDITS_REFUNDED',
      userId: note.userId,
      schoolId: note.schoolId,
      actorUserId: input.actorUserId,
      metadata: { credit_note: note.number, refund_state: input.state, amount: note.amount },
    });
    return moved;
  });
}
