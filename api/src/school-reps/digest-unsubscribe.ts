// The unsubscribe link of the rep's weekly digest: works without signing in, so it carries a signed token
// (HMAC-SHA256 with the server secret over a fixed purpose and the user id) instead of a session. It never
// expires (an old digest's link must still work) and can only do one harmless thing: switch the digest off.
// The choice is kept in users.metadata.weekly_digest (false = off; absent = on), so no schema change.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'valik:weekly-digest-unsubscribe:v1';

const signature = (secret: string, userId: number) => createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export function digestUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The user id a token was made for, or null for anything not made by us. */
export function verifyDigestUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The portal page that asks for a confirmation before switching the digest off. */
export function digestUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/user/track/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function isDigestSubscribed(metadata: Record<string, unknown> | null | undefined): boolean {
  return (metadata ?? {}).weekly_digest !== false;
}
