import { describe, expect, it } from 'vitest';
import { digestUnsubscribeToken, isDigestSubscribed, verifyDigestUnsubscribeToken } from './digest-unsubscribe.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('digest unsubscribe token', () => {
  it('gives back the user id it was made for', () => {
    expect(verifyDigestUnsubscribeToken(SECRET, digestUnsubscribeToken(SECRET, 42))).toBe(42);
  });

  it('refuses a token for another user id, another secret, or a changed signature', () => {
    const token = digestUnsubscribeToken(SECRET, 42);
    const signature = token.split('.')[1] ?? '';
    expect(verifyDigestUnsubscribeToken(SECRET, `43.${signature}`)).toBeNull();
    expect(verifyDigestUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyDigestUnsubscribeToken(SECRET, `42.${flipped}`)).toBeNull();
    for (const bad of ['', '42', '42.', '0.x', 'x.y', `042.${signature}`]) expect(verifyDigestUnsubscribeToken(SECRET, bad)).toBeNull();
  });

  it('counts a rep as subscribed unless metadata.weekly_digest is false', () => {
    expect(isDigestSubscribed({})).toBe(true);
    expect(isDigestSubscribed(null)).toBe(true);
    expect(isDigestSubscribed({ weekly_digest: true })).toBe(true);
    expect(isDigestSubscribed({ weekly_digest: false })).toBe(false);
  });
});
