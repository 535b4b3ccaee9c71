// Cookie consent in the browser (product spec §2 and §4, ADR 017): the banner asks while there is no
// choice for the current policy version; 'I agree' and 'Reject' have equal weight. The choice is stored
// with its time and the policy version (and, for a signed-in person, recorded on the server). Only after
// 'I agree' do the tag manager (with IP anonymization) and the ad pixel load; the footer's "Cookie
// settings" reopens the banner, and taking consent back removes their cookies and reloads the page, so
// nothing of them runs any more. The server never renders any of this for bots.
import { COOKIE_CONSENT_KEY, COOKIE_POLICY_VERSION, isTrackingCookie, parseConsent, serializeConsent, type ConsentChoice, type StoredConsent } from '@valik/domain';

export const CONSENT_KEY = COOKIE_CONSENT_KEY;

export function readChoice(storage: Pick<Storage, 'getItem'>): StoredConsent | null {
  try {
    return parseConsent(storage.getItem(CONSENT_KEY));
  } catch {
    return null; // storage blocked (private mode, policy): ask again
  }
}

export function hasConsent(storage: Pick<Storage, 'getItem'>): boolean {
  return readChoice(storage)?.choice === 'accepted';
}

export function storeChoice(storage: Pick<Storage, 'setItem'>, choice: ConsentChoice, at = new Date()): void {
  try {
    storage.setItem(CONSENT_KEY, serializeConsent(choice, at));
  } catch {
    // storage blocked: the banner still hides for this page view
  }
}

/** Records a signed-in person's choice on the server (best effort: the stored choice already holds). */
export function recordChoice(choice: ConsentChoice, fetcher: typeof fetch = fetch): Promise<void> {
  return fetcher('/api/v1/me/cookie-consent', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice, policy_version: COOKIE_POLICY_VERSION }),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Removes the tag manager's and the pixel's cookies, on this host and on each parent domain they may have
 * been set for (Google Analytics sets them on the registrable domain).
 */
export function removeTrackingCookies(doc: Document = document, hostname = location.hostname): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name && isTrackingCookie(name));
  const labels = hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
  return names;
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
