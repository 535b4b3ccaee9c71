// Cookie consent (ADR 017, EDPB cookie-banner guidance), shared by the public site's banner, the
// portal's banner and the API that records a signed-in person's choice. A choice is 'accepted' or
// 'rejected' (equal weight on the first layer), stored with its time and the policy version it answered;
// a choice made under another version (or the old bare 'true') counts as none, so the banner asks again.
export const COOKIE_CONSENT_KEY = 'valik_cookie_consent';
/** The version of the cookie policy the banner's text describes; changing the text means a new version. */
export const COOKIE_POLICY_VERSION = '2026-11-26';
export const CONSENT_CHOICES = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export interface StoredConsent {
  choice: ConsentChoice;
  /** ISO time of the choice */
  at: string;
  version: string;
}

/** The stored choice, or null when there is none for the current policy version. */
export function parseConsent(value: string | null | undefined): StoredConsent | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredConsent> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    if (parsed.choice !== 'accepted' && parsed.choice !== 'rejected') return null;
    if (parsed.version !== COOKIE_POLICY_VERSION || typeof parsed.at !== 'string') return null;
    return { choice: parsed.choice, at: parsed.at, version: parsed.version };
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice, at: Date): string {
  const stored: StoredConsent = { choice, at: at.toISOString(), version: COOKIE_POLICY_VERSION };
  return JSON.stringify(stored);
}

/**
 * Cookies the tag manager (Google Analytics, Ads) and the ad pixel set, by name: what withdrawing
 * consent removes. `_ga`, `_ga_<container>`, `_gid`, `_gat…`, `_gcl_…`, `_fbp`, `_fbc`.
 */
export function isTrackingCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_fbp|_fbc)$/.test(name);
}
