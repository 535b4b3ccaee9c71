import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, siteConfigOf } from './env.ts';

/** What a production configuration needs besides the auth secret, mail and error reports: a server, a bucket, a TOTP key. */
const STORES = {
  DATABASE_URL: 'postgres://valik@db.example:5432/valik',
  S3_BUCKET: 'valik-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'example-secret-key',
  TOTP_ENCRYPTION_KEY: 't'.repeat(40),
};

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
    expect(parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, ...mail, ...STORES }).SEED_ON_START).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, ...mail, ...STORES, SEED_ON_START: 'true' })).toThrow(
      /SEED_ON_START/,
    );
  });

  it('requires a mail provider in production and complete SMS settings when SMS is on', () => {
    const secret = 'x'.repeat(40);
    expect(() => parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret })).toThrow(/RESEND_API_KEY: is required in production/);
    expect(() => parseEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/);
  });

  it('reads TRUST_PROXY as the number of proxies in front: false 0, true 1, or a count', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'cloudflare' })).toThrow(/TRUST_PROXY: must be true, false or the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: must be at most 10/);
  });

  it('refuses in production the embedded database and uploads on disk unless explicitly allowed, and says so at start', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', SENTRY_ENVIRONMENT: 'local', TOTP_ENCRYPTION_KEY: 't'.repeat(40) };
    expect(() => parseEnv(production)).toThrow(/DATABASE_URL: is required in production[\s\S]*S3_BUCKET: is required in production/);
    expect(() => parseEnv({ ...production, ALLOW_EMBEDDED_DATABASE: 'true' })).toThrow(/S3_BUCKET: is required in production/);
    const allowed = parseEnv({ ...production, ALLOW_EMBEDDED_DATABASE: 'true', ALLOW_LOCAL_UPLOADS: 'true' });
    expect(allowed.productionWarnings).toEqual([expect.stringMatching(/^ALLOW_EMBEDDED_DATABASE=true/), expect.stringMatching(/^ALLOW_LOCAL_UPLOADS=true/)]);
    expect(parseEnv({ ...production, ...STORES }).productionWarnings).toEqual([]);
    // outside production both are the defaults, without a word
    expect(parseEnv({}).productionWarnings).toEqual([]);
  });

  it('requires a TOTP key of its own in production, different from the auth secret; previous keys are a list', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', SENTRY_ENVIRONMENT: 'local', ...STORES };
    expect(() => parseEnv({ ...production, TOTP_ENCRYPTION_KEY: undefined })).toThrow(/TOTP_ENCRYPTION_KEY: is required in production/);
    expect(() => parseEnv({ ...production, TOTP_ENCRYPTION_KEY: 'x'.repeat(40) })).toThrow(/TOTP_ENCRYPTION_KEY: must differ from BETTER_AUTH_SECRET/);
    expect(() => parseEnv({ ...production, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(/TOTP_ENCRYPTION_KEY: must be at least 32/);
    const env = parseEnv({ ...production, TOTP_ENCRYPTION_KEY_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(32)}` });
    expect(env.TOTP_ENCRYPTION_KEY_PREVIOUS).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(parseEnv({}).TOTP_ENCRYPTION_KEY).toMatch(/development/);
  });

  it('drains 5 s after SIGTERM in production and not at all elsewhere; job schedules are cron expressions', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', SENTRY_ENVIRONMENT: 'local', ...STORES };
    expect(parseEnv(production).SHUTDOWN_DRAIN_SECONDS).toBe(5);
    expect(parseEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_SECONDS: '1.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(1.5);
    expect(parseEnv({}).JOBS_SWEEP_CRON).toBe('*/10 * * * *');
    expect(parseEnv({ JOBS_SWEEP_CRON: '* * * * *' }).JOBS_SWEEP_CRON).toBe('* * * * *');
    expect(() => parseEnv({ JOBS_LMS_SYNC_CRON: 'hourly' })).toThrow(/JOBS_LMS_SYNC_CRON: must be a cron expression/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });

  it('requires a Sentry DSN in production unless the environment is local, and checks its shape', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', ...STORES };
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
