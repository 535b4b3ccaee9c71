import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, siteConfigOf } from './env.ts';

describe('parseEnv', () => {
  it('gives working defaults for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SEED_ON_START: true,
      isProduction: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.pgliteDir).toMatch(/\.data\/pglite$/);
  });

  it('stops with a readable message naming each bad value', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('requires an auth secret in production and never seeds demo data there', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET: is required in production/);
    const secret = 'x'.repeat(40);
    const mail = { RESEND_API_KEY: 're_test_123', SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42' };
    expect(parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, ...mail }).SEED_ON_START).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, ...mail, SEED_ON_START: 'true' })).toThrow(
      /SEED_ON_START/,
    );
  });

  it('requires a mail provider in production and complete SMS settings when SMS is on', () => {
    const secret = 'x'.repeat(40);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret })).toThrow(/RESEND_API_KEY: is required in production/);
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('requires a Sentry DSN in production unless the environment is local, and checks its shape', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123' };
    expect(() => parseEnv(production)).toThrow(/SENTRY_DSN: is required in production/);
    expect(parseEnv({ ...production, SENTRY_ENVIRONMENT: 'local' }).SENTRY_DSN).toBeUndefined();
    const env = parseEnv({ ...production, SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42' });
    // the pages report to the same project unless they have their own; the environment is NODE_ENV's
    expect(env).toMatchObject({ PUBLIC_SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42', SENTRY_ENVIRONMENT: 'production', PUBLIC_SENTRY_TRACES_SAMPLE_RATE: 0 });
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/42' })).toThrow(/SENTRY_DSN: must be a Sentry DSN/);
    expect(() => parseEnv({ PUBLIC_SENTRY_DSN: 'https://abc@sentry.example/not-a-project' })).toThrow(/PUBLIC_SENTRY_DSN: must be a Sentry DSN/);
    expect(() => parseEnv({ PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(/PUBLIC_SENTRY_TRACES_SAMPLE_RATE/);
    expect(parseEnv({ SENTRY_RELEASE: 'valik@2026.11.26' }).SENTRY_RELEASE).toBe('valik@2026.11.26');
  });

  it('reads the public site settings: prices into cents, tracking ids and script addresses checked', () => {
    const site = siteConfigOf(
      parseEnv({ PUBLIC_PRICE_SINGLE_PASS: '49,9', PUBLIC_PRICE_MULTI_PASS: '89', PUBLIC_GTM_ID: 'GTM-AB12CD', PUBLIC_GTM_SCRIPT_URL: '/uploads/gtm.js', PUBLIC_AD_PIXEL_ID: '123456789012345' }),
    );
    expect(site).toEqual({
      gtmId: 'GTM-AB12CD',
      gtmScriptUrl: '/uploads/gtm.js',
      adPixelId: '123456789012345',
      adPixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
      prices: { singlePass: 4990, multiPass: 8900 },
      operator: { name: 'Valik OÜ', registryCode: '16543210', address: 'Narva mnt 5, 10117 Tallinn, Eesti' },
    });
    // the legal pages name the same company as the invoices
    expect(siteConfigOf(parseEnv({ INVOICE_COMPANY_NAME: 'Koolitus OÜ', INVOICE_REGISTRY_CODE: '12345678', INVOICE_ADDRESS: 'Pikk 1, Tallinn' })).operator).toEqual({
      name: 'Koolitus OÜ',
      registryCode: '12345678',
      address: 'Pikk 1, Tallinn',
    });
    expect(siteConfigOf(parseEnv({}))).toMatchObject({ gtmId: null, adPixelId: null, gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js', prices: { singlePass: 4900, multiPass: 7900 } });
    for (const [name, bad] of [
      ['PUBLIC_PRICE_SINGLE_PASS', '49.999'],
      ['PUBLIC_PRICE_MULTI_PASS', '€49'],
      ['PUBLIC_GTM_ID', 'GTM-<script>'],
      ['PUBLIC_AD_PIXEL_ID', 'abc'],
      ['PUBLIC_GTM_SCRIPT_URL', 'http://evil.test/gtm.js'],
      ['PUBLIC_GTM_SCRIPT_URL', '//evil.test/gtm.js'],
      ['PUBLIC_AD_PIXEL_SCRIPT_URL', 'javascript:alert(1)'],
    ] as const) {
      expect(() => parseEnv({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
  });

  it('needs both S3 keys when an S3 bucket is configured', () => {
    expect(() => parseEnv({ S3_BUCKET: 'valik-uploads' })).toThrow(/S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    const env = parseEnv({ S3_BUCKET: 'valik-uploads', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key-123', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(env).toMatchObject({ S3_BUCKET: 'valik-uploads', S3_REGION: 'eu-north-1', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(() => parseEnv({ S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-key-123' })).toThrow(/S3_BUCKET/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
