import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createCommunityServices } from './community-services.ts';

const production = { NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', ALLOW_LOCAL_UPLOADS: 'true', TOTP_ENCRYPTION_KEY: 't'.repeat(40), BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42' };
const discordKeys = {
  DISCORD_CLIENT_ID: '123456789012345678',
  DISCORD_CLIENT_SECRET: 'client-secret-value',
  DISCORD_BOT_TOKEN: 'bot-token-value-long-enough',
  DISCORD_PUBLIC_KEY: 'a'.repeat(64),
  DISCORD_GUILD_ID: '223456789012345678',
};

describe('community configuration', () => {
  it('runs unconfigured integrations against the local stand-ins outside production', () => {
    const services = createCommunityServices(parseEnv({}));
    expect(services.discord).not.toBeNull();
    expect(services.learnworlds).not.toBeNull();
    expect(services.classroom).not.toBeNull();
    expect(services.standIns.discord?.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(services.discord?.authorizationUrl('s', 'v'.repeat(43)).toString()).toMatch(/^http:\/\/localhost:3000\/dev\/discord\/oauth2\/authorize\?/);
  });

  it('offers none of them when the stand-ins are off and nothing is configured, and never runs stand-ins in production', () => {
    const off = createCommunityServices(parseEnv({ INTEGRATION_STAND_INS: 'false' }));
    expect([off.discord, off.learnworlds, off.classroom]).toEqual([null, null, null]);
    const prod = createCommunityServices(parseEnv(production));
    expect([prod.discord, prod.learnworlds, prod.classroom, prod.standIns.discord]).toEqual([null, null, null, null]);
    expect(() => parseEnv({ ...production, INTEGRATION_STAND_INS: 'true' })).toThrow(/INTEGRATION_STAND_INS/);
  });

  it('talks to Discord itself when its keys are set, and wants all of them', () => {
    const real = createCommunityServices(parseEnv({ ...production, ...discordKeys, PUBLIC_BASE_URL: 'https://valik.ee' }));
    const url = real.discord?.authorizationUrl('state', 'v'.repeat(43));
    expect(url?.origin).toBe('https://discord.com');
    expect(url?.searchParams.get('redirect_uri')).toBe('https://valik.ee/user/track/discord');
    expect(real.standIns.discord).toBeNull();
    expect(() => parseEnv({ DISCORD_CLIENT_ID: '123456789012345678' })).toThrow(/DISCORD_BOT_TOKEN: is required when any DISCORD_\* key is set/);
  });

  it('wants LearnWorlds credentials with their address, and the Classroom key with its subject', () => {
    expect(() => parseEnv({ LEARNWORLDS_CLIENT_ID: 'client', LEARNWORLDS_CLIENT_SECRET: 'secret-123' })).toThrow(/LEARNWORLDS_API_URL/);
    expect(() => parseEnv({ GOOGLE_CLASSROOM_SUBJECT: 'admin@valik.ee' })).toThrow(/GOOGLE_CLASSROOM_SUBJECT/);
  });
});
