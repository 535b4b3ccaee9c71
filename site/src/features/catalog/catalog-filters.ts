// Progressive enhancement of the catalogue filters. Without JavaScript the category and language
// filters are links and the search is a GET form, and every one of them loads a server-rendered page.
// With it, the same URLs are fetched and the parts marked `data-swap` are replaced in place (results,
// filters, heading, language links), the address bar follows (back and forward work), the result
// count is announced by its live region, and the search runs as you type. Any failure falls back to
// loading the page normally.

const SEARCH_DELAY_MS = 300;

export function enhanceCatalog(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-catalog]');
  const form = doc.querySelector<HTMLFormElement>('[data-catalog-form]');
  if (!root || !form || !('fetch' in window) || !('DOMParser' in window)) return;

  let pending: AbortController | null = null;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  const withoutHash = (url: string) => url.split('#')[0] ?? url;
  // what the parts show now; a history step to another fragment of it (the skip link) needs no fetch
  let shown = withoutHash(window.location.href);

  async function show(url: string, history: 'push' | 'replace' | 'none'): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    root?.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      if (!response.ok || !next.querySelector('[data-catalog]')) throw new Error(`catalogue page answered ${response.status}`);
      swapParts(doc, next);
      syncForm(form as HTMLFormElement, next);
      const count = next.querySelector('[data-catalog-count]')?.textContent ?? '';
      const live = doc.querySelector('[data-catalog-count]');
      if (live && live.textContent !== count) live.textContent = count;
      doc.title = next.title;
      if (history === 'push') window.history.pushState({ catalog: true }, '', url);
      if (history === 'replace') window.history.replaceState({ catalog: true }, '', url);
      shown = withoutHash(url);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      window.location.assign(url);
    } finally {
      if (pending === controller) {
        pending = null;
        root?.removeAttribute('aria-busy');
      }
    }
  }

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-swap] a[href]');
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/courses')) return;
    if (link.closest('[data-testid="course-list"]')) return; // a course page is a page of its own
    event.preventDefault();
    const focusHref = link.getAttribute('href');
    void show(url.toString(), 'push').then(() => {
      // keep the keyboard where it was: on the same filter in the new list
      const again = focusHref ? doc.querySelector<HTMLAnchorElement>(`[data-swap="filters"] a[href="${CSS.escape(focusHref)}"]`) : null;
      again?.focus();
    });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typingTimer);
    void show(formUrl(form), 'push');
  });

  form.addEventListener('input', () => {
    clearTimeout(typingTimer);
    typingTimer = setTimeout(() => void show(formUrl(form), 'replace'), SEARCH_DELAY_MS);
  });

  window.addEventListener('popstate', () => {
    if (withoutHash(window.location.href) !== shown) void show(window.location.href, 'none');
  });
}

/** The form's GET address, without an empty search parameter. */
export function formUrl(form: HTMLFormElement): string {
  const url = new URL(form.action, window.location.href);
  url.search = '';
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) url.searchParams.set(name, text);
  }
  return url.toString();
}

/** Replaces every `data-swap` part present in both documents. */
function swapParts(doc: Document, next: Document): void {
  for (const part of next.querySelectorAll<HTMLElement>('[data-swap]')) {
    const current = doc.querySelector(`[data-swap="${CSS.escape(part.dataset.swap ?? '')}"]`);
    if (current) current.replaceWith(doc.importNode(part, true));
  }
}

/** The new page's form address and hidden fields; the text field stays, so typing is never disturbed. */
function syncForm(form: HTMLFormElement, next: Document): void {
  const nextForm = next.querySelector<HTMLFormElement>('[data-catalog-form]');
  if (!nextForm) return;
  form.setAttribute('action', nextForm.getAttribute('action') ?? form.action);
  for (const hidden of form.querySelectorAll('[data-catalog-hidden]')) hidden.remove();
  const row = form.querySelector('input[type="search"]')?.parentElement ?? form;
  for (const hidden of nextForm.querySelectorAll('[data-catalog-hidden]')) row.append(form.ownerDocument.importNode(hidden, true));
}
