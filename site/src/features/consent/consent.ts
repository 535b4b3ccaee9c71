// Cookie consent in the browser (product spec §2 and §4): the banner is shown while the stored value
// is not 'true'; 'I agree' stores it and hides the banner. Only then do the tag manager (with IP
// anonymization) and the ad pixel load; the server never renders any of this for bots.
export const CONSENT_KEY = 'valik_cookie_consent';

export function hasConsent(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode, policy): ask again
  }
}

export function storeConsent(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(CONSENT_KEY, 'true');
  } catch {
    // storage blocked: the banner still hides for this page view
  }
}

export interface TrackingConfig {
  gtmId?: string | undefined;
  gtmScriptUrl?: string | undefined;
  adPixelId?: string | undefined;
  adPixelScriptUrl?: string | undefined;
}

function addScript(doc: Document, id: string, src: string): void {
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  doc.head.append(script);
}

type TrackingWindow = Window & {
  dataLayer?: unknown[];
  fbq?: FbqStub;
  _fbq?: FbqStub;
};
interface FbqStub {
  (...args: unknown[]): void;
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push: FbqStub;
  loaded: boolean;
  version: string;
}

/**
 * Loads the tag manager once. `anonymize_ip` is set in the data layer before the container starts:
 * the container's Google Analytics settings read it (GA4 never stores IP addresses anyway).
 */
export function loadTagManager(config: TrackingConfig, doc: Document = document, win: Window = window): void {
  const { gtmId, gtmScriptUrl = 'https://www.googletagmanager.com/gtm.js' } = config;
  if (!gtmId || doc.getElementById('valik-gtm')) return;
  const w = win as TrackingWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ anonymize_ip: true });
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = new URL(gtmScriptUrl, doc.baseURI);
  url.searchParams.set('id', gtmId);
  addScript(doc, 'valik-gtm', url.toString());
}

/** Loads the ad pixel once (the standard Meta pixel queue, then its script), and counts the page view. */
export function loadAdPixel(config: TrackingConfig, doc: Document = document, win: Window = window): void {
  const { adPixelId, adPixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js' } = config;
  if (!adPixelId || doc.getElementById('valik-ad-pixel')) return;
  const w = win as TrackingWindow;
  if (!w.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as FbqStub;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq = fbq;
  }
  w.fbq('init', adPixelId);
  w.fbq('track', 'PageView');
  addScript(doc, 'valik-ad-pixel', new URL(adPixelScriptUrl, doc.baseURI).toString());
}

/** Everything that needs consent. */
export function loadTracking(config: TrackingConfig, doc: Document = document, win: Window = window): void {
  loadTagManager(config, doc, win);
  loadAdPixel(config, doc, win);
}
