// One logo (issue 30): the portal's bar, the console's bar and the site's header draw the same mark and
// wordmark from @valik/ui's brand module, and the favicon of all three is that very mark.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGO_MARK_SVG, LOGO_MARK_URL, LOGO_WORDMARK } from '@valik/ui/logo-mark';
import { Logo } from './Logo.tsx';

// (a path, not a URL: the DOM environment has its own URL class)
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const source = (path: string) => readFile(join(repo, path), 'utf8');

let container: HTMLElement | undefined;
afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});

describe('the one logo', () => {
  it('is drawn in the portal as the shared mark beside the wordmark, named by the wordmark', () => {
    container = document.body.appendChild(document.createElement('div'));
    render(<Logo />, container);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/');
    expect(link.textContent).toBe(LOGO_WORDMARK.text);
    // the mark is the favicon file, which is the shared mark (below); decoration beside the wordmark
    const mark = link.querySelector('img')!;
    expect(mark.getAttribute('src')).toBe(LOGO_MARK_URL);
    expect(mark.getAttribute('alt')).toBe('');
  });

  it('is the same in the console and on the site: both take it from the shared module', async () => {
    const consoleBar = await source('admin/src/layout/LanguageSwitch.tsx');
    expect(consoleBar).toContain("import { LogoContent } from '@valik/ui/logo';");
    expect(consoleBar).toMatch(/<LogoContent\b/);
    const siteHeader = await source('site/src/components/SiteHeader.astro');
    expect(siteHeader).toContain("import { LOGO_MARK_SVG, LOGO_WORDMARK } from '@valik/ui/logo-mark';");
    expect(siteHeader).toContain('set:html={LOGO_MARK_SVG}');
    expect(siteHeader).toContain('{LOGO_WORDMARK.text}');
  });

  it('is the favicon of the site, the portal and the console', async () => {
    expect(LOGO_MARK_URL).toBe('/favicon.svg');
    expect((await source('site/public/favicon.svg')).trim()).toBe(LOGO_MARK_SVG);
    for (const app of ['portal', 'admin']) expect(await source(`${app}/index.html`)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });
});
