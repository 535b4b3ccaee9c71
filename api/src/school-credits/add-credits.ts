// An admin adds credits to a school (issue 5): the ADD row of the ledger and its SCHOOL_CREDITS_ADDED
// activity, in one unit of work. The expiry must lie ahead and the school exist.
import { addSchoolCredits, getManageSchool } from '@valik/db/queries/manage';
import type { SchoolCreditLog } from '@valik/db/schema';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function addCreditsToSchool(
  deps: WorkDeps,
  input: { schoolId: number; amount: number; expiresAt: Date | null; actorUserId: number | null; note: string | null },
): Promise<SchoolCreditLog> {
  const now = deps.clock();
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'expires_at', message: 'The expiry date must be in the future' }]);
  }
  if (!(await getManageSchool(deps.db, { id: input.schoolId }))) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'school_id', message: 'The school could not be found' }]);
  }
  return unitOfWork(deps, (tx) => addSchoolCredits(tx, { ...input, now }));
}
