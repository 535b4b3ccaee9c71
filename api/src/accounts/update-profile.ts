import { setIdentityName, updateUserProfile, type UserProfileChanges } from '@valik/db/queries';
import type { User } from '@valik/db/schema';
import type { Lang } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** '' or null clears it */
  phoneNumber?: string | null | undefined;
  /** the saved interface language; null = follow the browser */
  language?: Lang | null | undefined;
}

/** Own profile and account settings: names, phone, saved language. */
export async function updateProfile(deps: AppDeps, input: { userId: number; changes: ProfileChanges }): Promise<User> {
  const { changes } = input;
  return unitOfWork(deps, async (tx) => {
    const set: UserProfileChanges = {};
    if (changes.firstName !== undefined) set.firstName = changes.firstName.trim();
    if (changes.lastName !== undefined) set.lastName = changes.lastName.trim();
    if (changes.phoneNumber !== undefined) set.phoneNumber = changes.phoneNumber?.trim() || null;
    if (changes.language !== undefined) set.language = changes.language;
    const user = await updateUserProfile(tx, { id: input.userId, changes: set });
    if (!user || user.deletedAt) throw new ApiError('NOT_FOUND', 'The user could not be found');
    if (user.authId && (set.firstName !== undefined || set.lastName !== undefined)) {
      await setIdentityName(tx, { authUserId: user.authId, name: `${user.firstName} ${user.lastName}`.trim() });
    }
    return user;
  });
}
