// The site's error reporting, loaded lazily: public pages carry almost no JavaScript (a 10 kB budget,
// e2e/tests/journeys/lighthouse.spec.ts), so this small listener is all a page gets. The Sentry SDK
// (@sentry/astro, site-sentry.ts) is fetched only when the first error happens, then started with the
// errors seen so far, like Sentry's own lazy loader script. The server renders this only when reporting is
// on and never for bots (ErrorReporting.astro).
import type { ErrorReportingConfig } from '@valik/domain';

export const CONFIG_ELEMENT_ID = 'valik-error-reporting';

export function readConfig(doc: Document): ErrorReportingConfig | null {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ErrorReportingConfig;
  } catch {
    return null;
  }
}

/** Listens for the page's uncaught errors and rejections; the first one loads the SDK and reports them all. */
export function watchErrors(win: Window, config: ErrorReportingConfig, load: () => Promise<{ start: (config: ErrorReportingConfig, seen: unknown[]) => void }>): void {
  const seen: unknown[] = [];
  let loading = false;
  const onError = (event: ErrorEvent) => remember(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => remember(event.reason);
  function remember(error: unknown) {
    seen.push(error);
    if (loading) return;
    loading = true;
    void load()
      .then(({ start }) => {
        // from here on the SDK's own handlers see every error
        win.removeEventListener('error', onError);
        win.removeEventListener('unhandledrejection', onRejection);
        start(config, seen);
      })
      // the SDK could not be loaded (offline, a newer build replaced it): nothing to report with
      .catch(() => undefined);
  }
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
}
