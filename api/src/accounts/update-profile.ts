import { eq } from 'drizzle-orm';
import { authUsers, users } from '@valik/db/schema';
import type { User } from '@valik/db/schema';
import type { Lang } from '../contracts/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';

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
  return deps.db.transaction(async (tx) => {
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.firstName !== undefined) set.firstName = changes.firstName.trim();
    if (changes.lastName !== undefined) set.lastName = changes.lastName.trim();
    if (changes.phoneNumber !== undefined) set.phoneNumber = changes.phoneNumber?.trim() || null;
    if (changes.language !== undefined) set.language = changes.language;
    const [user] =
      Object.keys(set).length > 0
        ? await tx.update(users).set(set).where(eq(users.id, input.userId)).returning()
        : await tx.select().from(users).where(eq(users.id, input.userId));
    if (!user || user.deletedAt) throw new ApiError('NOT_FOUND', 'The user could not be found');
    if (user.authId && (set.firstName !== undefined || set.lastName !== undefined)) {
      await tx.update(authUsers).set({ name: `${user.firstName} ${user.lastName}`.trim() }).where(eq(authUsers.id, user.authId));
    }
    return user;
  });
}
