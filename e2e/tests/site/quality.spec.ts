// Accessibility (axe) on every public page in each language (et, en, ru) and at phone and desktop widths (in
// English and Russian the rules that depend on the language, ADR 034). Lighthouse on the site's pages is
// journeys/lighthouse.spec.ts.
import { test, expect } from '../../fixtures/index.ts';
import { seriousViolations } from '../../fixtures/axe.ts';

const PAGES = ['/', '/courses', '/courses/category/languages', '/courses/ettevotluse-alused', '/pricing', '/faq', '/school', '/terms', '/privacy', '/accessibility', '/no-such-page'];
const LANGUAGE_NAMES = { et: 'Estonian', en: 'English', ru: 'Russian' } as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const width of [375, 1280]) {
  for (const lang of ['et', 'en', 'ru'] as const) {
    test(`axe finds no serious or critical violation at ${width}px in ${LANGUAGE_NAMES[lang]}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      // With less motion the parts that rise into view as they are scrolled to (site/src/features/motion) are
      // drawn from the start, so axe sees each one's colours (it skips a part not yet risen, at opacity 0).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const problems: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${path}?lang=${lang}`);
        // Estonian: every rule; English and Russian: the rules that depend on the language (fixtures/axe.ts)
        problems.push(...(await seriousViolations(page, path, { tags: AXE_TAGS, language: lang !== 'et', enable: ['label-content-name-mismatch'] })));
      }
      expect(problems).toEqual([]);
    });
  }
}
