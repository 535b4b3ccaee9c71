// The known-device cookie (ADR 028): after a successful password sign-in the browser keeps a mark that it
// has signed in to that account before. A sign-in to the same account from a browser with the mark is not
// counted against its address's limit (account-locks.ts ADDRESS_LIMIT), only against the account's own
// lock: the pupil behind a school's shared address gets in while a botnet spraying that address is stopped.
// The mark is an HMAC of the account's address under the server's secret, so it vouches for that account
// only (a mark from the attacker's own account does not help against anyone else's) and cannot be forged.
// Up to five accounts per browser (a shared computer); kept 180 days.
import { createHmac } from 'node:crypto';

export const KNOWN_DEVICE_COOKIE = 'valik.known_device';
export const KNOWN_DEVICE_MAX_AGE = 180 * 24 * 60 * 60;
const MAX_MARKS = 5;

/** The mark of `email` under `secret`: 22 characters of base64url (128 bits). */
export function deviceMark(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

function marksOf(cookie: string | undefined): string[] {
  return (cookie ?? '').split('.').filter((m) => /^[A-Za-z0-9_-]{22}$/.test(m));
}

/** Whether the cookie holds the mark of `email`. */
export function isKnownDevice(secret: string, cookie: string | undefined, email: string): boolean {
  return marksOf(cookie).includes(deviceMark(secret, email));
}

/** The cookie's new value with `email`'s mark first (the oldest marks dropped past five). */
export function withDeviceMark(secret: string, cookie: string | undefined, email: string): string {
  const mark = deviceMark(secret, email);
  return [mark, ...marksOf(cookie).filter((m) => m !== mark)].slice(0, MAX_MARKS).join('.');
}
