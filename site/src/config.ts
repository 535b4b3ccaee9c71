// Site configuration read at request time (process.env of the server process), so one build runs in
// every environment and a changed value needs a restart, not a rebuild. Astro inlines only PUBLIC_*
// values known at build time; a runtime value wins over it. A malformed value counts as unset (the
// page then says so honestly instead of showing a wrong price or loading a wrong script).

type Source = Record<string, string | undefined>;

const runtime = (): Source => ({ ...(import.meta.env as Source), ...process.env });

const read = (source: Source, name: string): string | undefined => {
  const value = source[name]?.trim();
  return value ? value : undefined;
};

/** The tag manager container id (GTM-…); without it the tag manager is never loaded. */
export function readGtmId(source: Source = runtime()): string | null {
  const id = read(source, 'PUBLIC_GTM_ID');
  return id && /^GTM-[A-Z0-9]+$/.test(id) ? id : null;
}

/**
 * Where gtm.js comes from. Same origin or https only; tests point it at a local stand-in so nothing
 * leaves the machine.
 */
export function readGtmScriptUrl(source: Source = runtime()): string {
  return safeScriptUrl(read(source, 'PUBLIC_GTM_SCRIPT_URL')) ?? 'https://www.googletagmanager.com/gtm.js';
}

/** The ad pixel (Meta pixel) id, digits only; without it no pixel is loaded. */
export function readAdPixelId(source: Source = runtime()): string | null {
  const id = read(source, 'PUBLIC_AD_PIXEL_ID');
  return id && /^\d{5,20}$/.test(id) ? id : null;
}

export function readAdPixelScriptUrl(source: Source = runtime()): string {
  return safeScriptUrl(read(source, 'PUBLIC_AD_PIXEL_SCRIPT_URL')) ?? 'https://connect.facebook.net/en_US/fbevents.js';
}

function safeScriptUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export interface Prices {
  /** euro cents, or null when not configured */
  singlePass: number | null;
  multiPass: number | null;
}

/** '49', '49.9', '49,90' (euros) → 4990 cents; anything else → null. */
export function parseEuroAmount(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Pass prices from PUBLIC_PRICE_SINGLE_PASS / PUBLIC_PRICE_MULTI_PASS (euros). */
export function readPrices(source: Source = runtime()): Prices {
  return {
    singlePass: parseEuroAmount(read(source, 'PUBLIC_PRICE_SINGLE_PASS')),
    multiPass: parseEuroAmount(read(source, 'PUBLIC_PRICE_MULTI_PASS')),
  };
}
