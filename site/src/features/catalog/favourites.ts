// The hearts of the page (FavouriteToggle.astro): one delegated listener, so hearts swapped in later (the
// catalogue's filters) work too. The API answers the student's favourites after the change; every heart
// on the page is set from that answer.
const BOUND = 'favouritesBound';

function setAll(root: Document, ids: readonly number[]): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-favourite-toggle]')) {
    button.setAttribute('aria-pressed', ids.includes(Number(button.dataset.courseId)) ? 'true' : 'false');
  }
}

export function startFavouriteToggles(root: Document): void {
  if (root.body.dataset[BOUND]) return;
  root.body.dataset[BOUND] = 'true';
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-favourite-toggle]');
    if (!button || button.disabled) return;
    event.preventDefault();
    const favourite = button.getAttribute('aria-pressed') !== 'true';
    button.disabled = true;
    fetch(`/api/v1/me/favourites/${encodeURIComponent(button.dataset.courseId ?? '')}`, {
      method: favourite ? 'PUT' : 'DELETE',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { data: { course_ids: number[] } };
        setAll(root, body.data.course_ids);
      })
      .catch(() => {
        window.alert(button.dataset.error ?? 'Error');
      })
      .finally(() => {
        button.disabled = false;
        button.focus();
      });
  });
}
