// The site's settings come from the server configuration (PUBLIC_* in api/src/env.ts, checked there
// with zod at start-up) through each request's locals, so one build runs in every environment and the
// site never reads process.env itself. Without locals (an error page rendered before they exist)
// nothing is configured: no prices, no tracking.
import type { SiteConfig, SiteLocals } from '@valik/domain/contracts';

export type { SiteConfig };

export const UNCONFIGURED: SiteConfig = {
  gtmId: null,
  gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
  adPixelId: null,
  adPixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
  prices: { singlePass: null, multiPass: null },
};

export function readSiteConfig(locals: Partial<SiteLocals> | undefined): SiteConfig {
  return locals?.config ?? UNCONFIGURED;
}
