import { deleteFactor, deleteRecoveryCodes, hasVerifiedFactor } from '@valik/db/queries';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { FACTOR_NOT_FOUND } from './challenge-factor.ts';

/**
 * Removes a factor (spec §7 "DELETE factors/{id}"). The route's `auth` guard already demands aal2 from
 * a user with a verified factor, so only someone who just passed one can remove one. With the last
 * verified factor go the recovery codes.
 */
export async function unenrolFactor(deps: AppDeps, input: { authUserId: string; factorId: string }): Promise<void> {
  if (!(await deleteFactor(deps.db, input))) throw new ApiError('NOT_FOUND', FACTOR_NOT_FOUND);
  if (!(await hasVerifiedFactor(deps.db, { authUserId: input.authUserId }))) await deleteRecoveryCodes(deps.db, { authUserId: input.authUserId });
}
