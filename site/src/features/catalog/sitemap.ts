// The public pages search engines should know: fixed pages, every category and every approved course.
import type { CatalogService } from '@valik/domain/contracts';
import { COURSE_CATEGORIES } from '@valik/domain/contracts';
import { LANGS } from '../../i18n/index.ts';
import { languageUrl, paths } from '../../paths.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A page of the sitemap and, where the catalogue knows it, when its content last changed (ISO). */
export interface SitemapPage {
  path: string;
  lastmod?: string | undefined;
}

/** The latest of the given ISO times, or undefined for none. */
function latest(times: readonly string[]): string | undefined {
  return times.reduce<string | undefined>((max, t) => (max === undefined || t > max ? t : max), undefined);
}

export async function sitemapPaths(catalog: CatalogService): Promise<SitemapPage[]> {
  // listCourses only ever returns approved courses: it is the public catalogue.
  const courses = await catalog.listCourses({});
  // the pages that list courses changed when the latest of their courses did; the fixed pages' text has no
  // time of its own, so they carry none rather than a guess
  const catalogueChanged = latest(courses.map((c) => c.updated_at));
  return [
    { path: paths.home(), lastmod: catalogueChanged },
    { path: paths.courses(), lastmod: catalogueChanged },
    ...[paths.pricing(), paths.faq(), paths.school(), paths.terms(), paths.privacy(), paths.accessibility()].map((path) => ({ path })),
    ...COURSE_CATEGORIES.map((category) => ({
      path: paths.category(category),
      lastmod: latest(courses.filter((c) => c.categories.includes(category)).map((c) => c.updated_at)),
    })),
    ...courses.map((course) => ({ path: paths.course(course.slug), lastmod: course.updated_at })),
  ];
}

/**
 * One <url> per page and language (Estonian without a parameter, English with ?lang=en, Russian with ?lang=ru), each naming
 * all its language versions, as search engines expect for hreflang in a sitemap.
 */
export function sitemapXml(baseUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastmod }) => {
    const alternates = LANGS.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageUrl(baseUrl, path, lang))}"/>`,
    );
    return LANGS.map((lang) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(languageUrl(baseUrl, path, lang))}</loc>`,
        // W3C datetime (the sitemap protocol's lastmod), to the second
        ...(lastmod ? [`    <lastmod>${lastmod.replace(/\.\d+Z$/, 'Z')}</lastmod>`] : []),
        ...alternates,
        `  </url>`,
      ].join('\n'),
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
