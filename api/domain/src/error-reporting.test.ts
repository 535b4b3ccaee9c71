import { describe, expect, it } from 'vitest';
import {
  REPLAY_OPTIONS,
  isErrorReportingActive,
  isSensitiveKey,
  reportUser,
  scrubBreadcrumb,
  scrubEvent,
  scrubUrl,
  shouldReportFor,
} from './error-reporting.ts';

describe('isErrorReportingActive', () => {
  it('is active whenever a key is configured, even locally', () => {
    expect(isErrorReportingActive({ dsn: 'https://abc@o1.ingest.sentry.io/1', environment: 'local' })).toBe(true);
  });

  it('is active without a key when the environment is not local', () => {
    expect(isErrorReportingActive({ dsn: null, environment: 'development' })).toBe(true);
    expect(isErrorReportingActive({ dsn: undefined, environment: 'production' })).toBe(true);
  });

  it('is off without a key in the local environment', () => {
    expect(isErrorReportingActive({ dsn: null, environment: 'local' })).toBe(false);
    expect(isErrorReportingActive({ dsn: '', environment: 'local' })).toBe(false);
  });
});

describe('shouldReportFor', () => {
  it('sends nothing for bots, crawlers, Lighthouse, Facebook and Google', () => {
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'Chrome-Lighthouse', 'facebookexternalhit/1.1', 'AdsBot-Google', 'bingbot/2.0']) {
      expect(shouldReportFor(agent), agent).toBe(false);
    }
  });

  it('reports for people’s browsers', () => {
    expect(shouldReportFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36')).toBe(true);
    expect(shouldReportFor(undefined)).toBe(true);
  });
});

describe('REPLAY_OPTIONS', () => {
  it('replays no normal session, every session with an error, with the text not masked', () => {
    expect(REPLAY_OPTIONS).toMatchObject({ sessionSampleRate: 0, onErrorSampleRate: 1, maskAllText: false, maskAllInputs: true });
  });
});

describe('isSensitiveKey', () => {
  it('matches fields named like a password, token, secret or code in any spelling', () => {
    for (const key of ['password', 'newPassword', 'current_password', 'passwd', 'access_token', 'refreshToken', 'client-secret', 'code', 'backupCodes', 'recovery_codes', 'otp', 'Cookie', 'set-cookie', 'authorization', 'apiKey']) {
      expect(isSensitiveKey(key), key).toBe(true);
    }
  });

  it('leaves ordinary fields and Sentry’s own status_code alone', () => {
    for (const key of ['id', 'email', 'challenge_id', 'first_name', 'status_code', 'url', 'method', 'decoder']) {
      expect(isSensitiveKey(key), key).toBe(false);
    }
  });
});

describe('scrubUrl', () => {
  it('filters the values of secret query parameters and keeps the rest', () => {
    expect(scrubUrl('https://valik.ee/auth/update-password?token=abc123&lang=en')).toBe('https://valik.ee/auth/update-password?token=[Filtered]&lang=en');
    expect(scrubUrl('/auth/login?redirect=%2Fuser&code=999')).toBe('/auth/login?redirect=%2Fuser&code=[Filtered]');
    expect(scrubUrl('token=abc&page=2')).toBe('token=[Filtered]&page=2');
  });

  it('leaves text without secret parameters unchanged', () => {
    expect(scrubUrl('/user/cohorts/12?tab=students')).toBe('/user/cohorts/12?tab=students');
    expect(scrubUrl('Cannot read properties of undefined')).toBe('Cannot read properties of undefined');
  });
});

describe('reportUser', () => {
  it('attaches the id only, never the password or anything else', () => {
    const user = { id: 7, email: 'opilane@valik.ee', password: 'valik-demo-2026', first_name: 'Mari' };
    expect(reportUser(user)).toEqual({ id: '7' });
    expect(reportUser(null)).toBeNull();
  });
});

describe('scrubEvent (beforeSend)', () => {
  const event = () => ({
    event_id: 'e1',
    user: { id: '7', password: 'valik-demo-2026', access_token: 'tok' },
    request: {
      url: 'http://localhost/api/auth/reset-password?token=reset-secret',
      method: 'POST',
      data: { email: 'opilane@valik.ee', password: 'valik-demo-2026', nested: { newPassword: 'x', confirm: { code: '123456' } } },
      query_string: 'token=abc&lang=et',
      cookies: { 'valik.session_token': 'cookie-secret' },
      headers: { 'user-agent': 'Chrome', cookie: 'valik.session_token=cookie-secret', authorization: 'Bearer t' },
    },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/v1/auth/factors/1/verify', method: 'POST', status_code: 500, body: { code: '123456' } } },
      { category: 'navigation', data: { from: '/auth/login', to: '/auth/update-password?token=link-secret' } },
    ],
    extra: { form: { password: 'p', name: 'n' } },
    contexts: { state: { secret: 's', step: 2 } },
  });

  it('strips the password and every field named like a secret from the user, the request and the breadcrumbs', () => {
    const scrubbed = scrubEvent(event());
    const text = JSON.stringify(scrubbed);
    for (const secret of ['valik-demo-2026', 'reset-secret', 'cookie-secret', 'link-secret', '123456', 'Bearer t', '"tok"']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(scrubbed.user).toEqual({ id: '7' });
    expect(scrubbed.request.data).toEqual({ email: 'opilane@valik.ee', nested: { confirm: {} } });
    expect(scrubbed.request.query_string).toBe('token=[Filtered]&lang=et');
    expect(scrubbed.request.headers).toEqual({ 'user-agent': 'Chrome' });
    expect(scrubbed.breadcrumbs[0]?.data).toEqual({ url: '/api/v1/auth/factors/1/verify', method: 'POST', status_code: 500, body: {} });
    expect(scrubbed.breadcrumbs[1]?.data).toEqual({ from: '/auth/login', to: '/auth/update-password?token=[Filtered]' });
    expect(scrubbed.extra).toEqual({ form: { name: 'n' } });
    expect(scrubbed.contexts).toEqual({ state: { step: 2 } });
  });

  it('keeps what identifies the error', () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed.event_id).toBe('e1');
    expect(scrubbed.request.method).toBe('POST');
  });
});

describe('scrubBreadcrumb (beforeBreadcrumb)', () => {
  it('strips secret fields from the data and secret parameters from the message', () => {
    const crumb = scrubBreadcrumb({ category: 'ui', message: 'GET /x?token=abc', data: { password: 'p', id: 1 } });
    expect(crumb).toEqual({ category: 'ui', message: 'GET /x?token=[Filtered]', data: { id: 1 } });
  });
});
