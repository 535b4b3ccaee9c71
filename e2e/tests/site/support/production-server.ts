// A second server in production mode for the consent journeys (the suite's own server runs in test
// mode, where the cookie banner is off). It serves the current builds on its own port and data
// directory (fixtures/second-server.ts), with the tag manager and the ad pixel pointed at local stand-in
// scripts under /uploads, so nothing ever leaves the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSecondServer, type RunningServer } from '../../../fixtures/second-server.ts';

export type { RunningServer };

export const STAND_IN = {
  gtmId: 'GTM-E2ETEST',
  gtmScript: '/uploads/stand-in/gtm.js',
  adPixelId: '1234567890',
  adPixelScript: '/uploads/stand-in/fbevents.js',
} as const;

export function startProductionServer(port: number): Promise<RunningServer> {
  return startSecondServer({
    port,
    name: 'production',
    // The stand-ins mark themselves on window, so a test can tell they ran.
    // Like the real ones, they set their cookies (what withdrawing consent must remove).
    prepare(dataDir) {
      mkdirSync(resolve(dataDir, 'uploads/stand-in'), { recursive: true });
      writeFileSync(
        resolve(dataDir, 'uploads/stand-in/gtm.js'),
        "window.__standInGtm = (window.__standInGtm || 0) + 1;\ndocument.cookie = '_ga=GA1.1.e2e; path=/';\ndocument.cookie = '_ga_E2E=GS1.1.e2e; path=/';\n",
      );
      writeFileSync(
        resolve(dataDir, 'uploads/stand-in/fbevents.js'),
        "window.__standInPixel = (window.__standInPixel || 0) + 1;\ndocument.cookie = '_fbp=fb.1.e2e; path=/';\n",
      );
    },
    env: {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'e2e-production-secret-at-least-32-characters-long',
      TOTP_ENCRYPTION_KEY: 'e2e-production-totp-key-at-least-32-characters',
      // one process on its own data directory: the embedded database and uploads on disk, said so
      ALLOW_EMBEDDED_DATABASE: 'true',
      ALLOW_LOCAL_UPLOADS: 'true',
      RESEND_API_KEY: 're_e2e_not_used',
      // no error reports from this second server (a production server needs a DSN, or this explicit opt-out)
      SENTRY_ENVIRONMENT: 'local',
      PUBLIC_GTM_ID: STAND_IN.gtmId,
      PUBLIC_GTM_SCRIPT_URL: STAND_IN.gtmScript,
      PUBLIC_AD_PIXEL_ID: STAND_IN.adPixelId,
      PUBLIC_AD_PIXEL_SCRIPT_URL: STAND_IN.adPixelScript,
    },
  });
}
