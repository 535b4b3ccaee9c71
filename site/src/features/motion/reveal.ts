// Spec §9, client behaviour: "Scroll animation: offset 120, duration 400 ms, delay 0". A public page's marked
// parts (`data-reveal`) rise into view the first time they are scrolled to: when a part's top comes `offset`
// pixels above the bottom of the window it fades in and slides up over `duration` ms, `delay` ms later.
//
// What is never lost to it:
// - a reader who asked for less motion (prefers-reduced-motion: reduce), or a browser without
//   IntersectionObserver, gets the page as the server sent it: nothing is hidden and nothing moves;
// - what is on the screen (or above it) when the page opens stays as it is: nothing that was drawn blinks out;
// - keyboard focus moving into a part that has not risen yet shows it at once (no invisible focus);
// - the last parts of a page, which may never come `offset` pixels into the window, rise when the page is
//   scrolled to its end;
// - printing shows every part (the style sheet of RevealOnScroll.astro);
// - only opacity and transform change, so the page's layout never shifts (Layout Instability ignores both).
import { SCROLL_ANIMATION } from '@valik/domain';

export interface RevealTiming {
  /** pixels above the window's bottom edge at which a part starts rising */
  offset: number;
  duration: number;
  delay: number;
}

const PENDING = '[data-reveal="pending"]';

/**
 * Starts the scroll-in animation of the document's `data-reveal` parts. Once every part has risen, it lets go of
 * the page: the observer and the scroll and focus listeners are removed, so a long read costs nothing more.
 */
export function startReveal(doc: Document = document, timing: RevealTiming = SCROLL_ANIMATION): void {
  const win = doc.defaultView;
  if (!win || !('IntersectionObserver' in win) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const root = doc.documentElement;
  root.style.setProperty('--reveal-duration', `${timing.duration}ms`);
  root.style.setProperty('--reveal-delay', `${timing.delay}ms`);

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) show(entry.target);
    },
    { rootMargin: `0px 0px -${timing.offset}px 0px` },
  );
  let pending = 0;
  function show(part: Element): void {
    part.setAttribute('data-reveal', 'shown');
    observer.unobserve(part);
    pending -= 1;
    if (pending === 0) stop();
  }
  const trigger = win.innerHeight - timing.offset;
  for (const part of doc.querySelectorAll('[data-reveal]')) {
    if (part.getBoundingClientRect().top < trigger) continue;
    part.setAttribute('data-reveal', 'pending');
    observer.observe(part);
    pending += 1;
  }
  if (pending === 0) {
    observer.disconnect();
    return;
  }

  const onFocus = (event: FocusEvent): void => {
    const part = event.target instanceof Element ? event.target.closest(PENDING) : null;
    if (part) show(part);
  };
  const onScroll = (): void => {
    if (win.innerHeight + win.scrollY < root.scrollHeight - 1) return;
    for (const part of doc.querySelectorAll(PENDING)) show(part);
  };
  function stop(): void {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocus);
    win?.removeEventListener('scroll', onScroll);
  }
  doc.addEventListener('focusin', onFocus);
  win.addEventListener('scroll', onScroll, { passive: true });
}
