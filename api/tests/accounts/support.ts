// Helpers for the accounts tests: the dev mailbox, links in e-mails, cookies, TOTP codes.
import { TOTP } from 'otpauth';
import { listEmails } from '@valik/db/queries';
import type { TestApp } from '../helpers.ts';
import { BASE_URL, jsonPost } from '../helpers.ts';

/** E-mails the dev mailbox holds for an address, newest first (after background sends finished). */
export async function mailbox(t: TestApp, to: string) {
  await t.deps.tasks.idle();
  return listEmails(t.deps.db, { to });
}

/** The first link in the newest e-mail of `template` to `to`. */
export async function linkFrom(t: TestApp, to: string, template: string): Promise<string> {
  const mail = (await mailbox(t, to)).find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} e-mail to ${to}`);
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in ${template} e-mail`);
  return match[0];
}

/** Cookies a response sets, as a Cookie header (expired ones dropped). */
export function cookiesOf(res: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(/;\s*/).filter(Boolean)) {
    const [name, ...rest] = part.split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';');
    const [name = '', ...rest] = pair.split('=');
    const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
    if (expired) jar.delete(name.trim());
    else jar.set(name.trim(), rest.join('='));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** GET a link from an e-mail the way a browser would (same app, relative to our base URL). */
export async function follow(t: TestApp, url: string, cookie = ''): Promise<Response> {
  const path = url.startsWith(BASE_URL) ? url.slice(BASE_URL.length) : url;
  return t.app.request(path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

export function totpFor(secret: string): TOTP {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
}

/** A code for the time step after the current one (valid within the ±1 window, never used before). */
export function codeAt(secret: string, offsetSteps: number): string {
  return totpFor(secret).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export function send(method: string, body: unknown, cookie?: string, headers: Record<string, string> = {}): RequestInit {
  return { ...jsonPost(body, { ...(cookie ? { cookie } : {}), ...headers }), method };
}

export const STRONG = 'Kx7!mR2q-tallinn';

export function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Mari',
    last_name: 'Maasikas',
    email,
    email_confirm: email,
    password: STRONG,
    password_confirm: STRONG,
    terms: true,
    ...overrides,
  };
}
