import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

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
    const mail = { RESEND_API_KEY: 're_test_123' };
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

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
