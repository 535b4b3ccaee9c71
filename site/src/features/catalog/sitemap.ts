// The public pages search engines should know: fixed pages, every category and every approved course.
import type { CatalogService } from '@valik/domain/contracts';
import { COURSE_CATEGORIES } from '@valik/domain/contracts';
import { LANGS } from '../../i18n/index.ts';
import { languageUrl, paths } from '../../paths.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export async function sitemapPaths(catalog: CatalogService): Promise<string[]> {
  // listCourses only ever returns approved courses: it is the public catalogue.
  const courses = await catalog.listCourses({});
  return [
    paths.home(),
    paths.courses(),
    paths.pricing(),
    paths.faq(),
    paths.school(),
    paths.terms(),
    paths.privacy(),
    paths.accessibility(),
    ...COURSE_CATEGORIES.map((category) => paths.category(category)),
    ...courses.map((course) => paths.course(course.slug)),
  ];
}

/**
 * One <url> per page and language (Estonian without a parameter, English with ?lang=en, Russian with ?lang=ru), each naming
 * all its language versions, as search engines expect for hreflang in a sitemap.
 */
export function sitemapXml(baseUrl: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.flatMap((path) => {
    const alternates = LANGS.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageUrl(baseUrl, path, lang))}"/>`,
    );
    return LANGS.map((lang) =>
      [`  <url>`, `    <loc>${escapeXml(languageUrl(baseUrl, path, lang))}</loc>`, ...alternates, `  </url>`].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
