import type { Db } from '@valik/db/client';
import { setUserEmailByAuthId } from '@valik/db/queries';

/**
 * Called from better-auth's user update hook: when the sign-in identity's address changed (a confirmed
 * e-mail change), the product user follows, so the session user, e-mails and the console agree.
 */
export async function syncProductEmail(db: Db, input: { authUserId: string; email: string }): Promise<void> {
  await setUserEmailByAuthId(db, { authUserId: input.authUserId, email: input.email.trim().toLowerCase() });
}
