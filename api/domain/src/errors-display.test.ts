import { describe, expect, it } from 'vitest';
import { errorScreenHeading, isBotUserAgent, shouldRetry } from './errors-display.ts';

describe('errorScreenHeading', () => {
  it('says the page could not be found for a 404 status', () => {
    expect(errorScreenHeading(404)).toBe('This page could not be found');
  });

  it('says the page could not be found when the message contains 404', () => {
    expect(errorScreenHeading(500, 'Request failed with 404')).toBe('This page could not be found');
  });

  it('says an error occurred otherwise', () => {
    expect(errorScreenHeading(500, 'boom')).toBe('An error occurred');
    expect(errorScreenHeading()).toBe('An error occurred');
  });
});

describe('isBotUserAgent', () => {
  it('recognises bots, Lighthouse, Facebook and Google, whatever the case', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Chrome-Lighthouse')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Mediapartners-GOOGLE')).toBe(true);
    expect(isBotUserAgent('bingBOT')).toBe(true);
  });

  it('treats ordinary browsers and a missing header as people', () => {
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('retries a read once on each retry status', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetry('GET', status, 0)).toBe(true);
    }
    expect(shouldRetry('head', 503, 0)).toBe(true);
  });

  it('does not retry a read a second time', () => {
    expect(shouldRetry('GET', 503, 1)).toBe(false);
  });

  it('does not retry other statuses', () => {
    for (const status of [400, 401, 403, 404, 422, 501]) expect(shouldRetry('GET', status, 0)).toBe(false);
  });

  it('never retries writes', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(shouldRetry(method, 503, 0)).toBe(false);
  });
});
