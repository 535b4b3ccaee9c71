import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_VERSION, isTrackingCookie, parseConsent, serializeConsent } from './cookie-consent.ts';

describe('cookie consent', () => {
  it('stores a choice with its time and the policy version, and reads it back', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(parseConsent(serializeConsent('rejected', at))).toEqual({ choice: 'rejected', at: at.toISOString(), version: COOKIE_POLICY_VERSION });
    expect(parseConsent(serializeConsent('accepted', at))?.choice).toBe('accepted');
  });

  it('counts the old bare value, another policy version and garbage as no choice', () => {
    for (const value of [null, '', 'true', '{"choice":"accepted","at":"x","version":"2020-01-01"}', '{"choice":"maybe"}', '{']) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it('knows the tag manager’s and the pixel’s cookies', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au', '_fbp', '_fbc']) expect(isTrackingCookie(name), name).toBe(true);
    for (const name of ['valik.session_token', 'valik_lang', 'ga', '_gax']) expect(isTrackingCookie(name), name).toBe(false);
  });
});
