// The availability refresh island of a course page: seats, badges and the register button come from
// the server at render time, but a page can stay open for a long time or come back from the browser's
// back-forward cache. Then this re-reads GET /api/v1/cohorts?course={id} (seats are never cached by the
// server) and updates the cards in place. Nothing runs while the page is hidden.
import type { CohortDto } from '@valik/domain/contracts';
import type { CohortLabelTexts } from './labels.ts';

/** A visible page older than this is refreshed when it is shown again, and while visible this often. */
export const REFRESH_AFTER_MS = 60_000;

export function startAvailabilityRefresh(doc: Document): void {
  const list = doc.querySelector<HTMLElement>('[data-cohort-list]');
  const url = list?.dataset.cohortsUrl;
  if (!list || !url || !list.dataset.labels) return;
  const texts = JSON.parse(list.dataset.labels) as CohortLabelTexts;
  let refreshedAt = Date.now();
  let running = false;

  async function refresh(): Promise<void> {
    if (running || doc.visibilityState !== 'visible') return;
    running = true;
    try {
      const response = await fetch(url as string, { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: CohortDto[] };
      for (const cohort of data) applyCohort(doc, cohort, texts);
      refreshedAt = Date.now();
    } catch {
      // offline or the server is restarting: keep what the page shows and try again later
    } finally {
      running = false;
    }
  }

  const refreshIfStale = () => {
    if (Date.now() - refreshedAt >= REFRESH_AFTER_MS) void refresh();
  };
  doc.addEventListener('visibilitychange', refreshIfStale);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refresh();
  });
  setInterval(refreshIfStale, REFRESH_AFTER_MS);
}

/** Updates one cohort card from its DTO (the same rules rendered it on the server). */
export function applyCohort(doc: Document, cohort: CohortDto, texts: CohortLabelTexts): void {
  const card = doc.querySelector<HTMLElement>(`[data-cohort-id="${cohort.id}"]`);
  if (!card) return;
  const seats = card.querySelector('[data-cohort-seats]');
  if (seats) seats.textContent = String(cohort.seats_left);

  const labels = card.querySelector('[data-cohort-labels]');
  if (labels) {
    const parts: HTMLElement[] = [];
    if (cohort.badge) parts.push(label(doc, 'badge', texts.badges[cohort.badge], { badge: cohort.badge }));
    if (cohort.availability !== 'OPEN') {
      parts.push(label(doc, 'state', texts.availability[cohort.availability], { availability: cohort.availability }));
    }
    labels.replaceChildren(...parts);
  }

  const register = card.querySelector<HTMLElement>('[data-cohort-register]');
  if (register) {
    register.hidden = !cohort.can_register;
    const text = register.querySelector('[data-register-label]');
    if (text) text.textContent = cohort.availability === 'FULL' ? texts.waitlist : texts.register;
  }
}

function label(doc: Document, className: string, text: string, data: Record<string, string>): HTMLElement {
  const span = doc.createElement('span');
  span.className = className;
  span.textContent = text;
  Object.assign(span.dataset, data);
  return span;
}
