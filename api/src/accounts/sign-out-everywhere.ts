import { deleteAuthSessions } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';

/** Ends every session of the identity, this one included (the caller clears its cookie). */
export async function signOutEverywhere(deps: AppDeps, input: { authUserId: string }): Promise<number> {
  return deleteAuthSessions(deps.db, { authUserId: input.authUserId });
}
