import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The id react-admin gives the title slot of its app bar (`<TitlePortal>`), where each page puts its `<Title>`. */
const TITLE_SLOT = 'react-admin-title';

/**
 * The browser tab says which page is open: "<the page's title> – Valik haldus", taken from the title each
 * page shows in the app bar (a list's resource name, a record's name), kept in step as it changes. Before
 * this every console page had the same title.
 */
export function DocumentTitle() {
  const translate = useTranslate();
  const app = translate('valik.app.title');
  useEffect(() => {
    const slot = document.getElementById(TITLE_SLOT);
    const update = () => {
      const page = slot?.textContent?.trim();
      document.title = page && page !== app ? `${page} – ${app}` : app;
    };
    update();
    if (!slot) return;
    const observer = new MutationObserver(update);
    observer.observe(slot, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [app]);
  return null;
}
