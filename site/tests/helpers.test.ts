import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES } from '@valik/domain/contracts';
import { categoryFromSlug, categorySlug, languageSwitchUrl, languageUrl, paths } from '../src/paths.ts';
import { parseCourseFilter } from '../src/features/catalog/filters.ts';
import { courseJsonLd, serializeJsonLd } from '../src/features/catalog/json-ld.ts';
import { classTimeLabel, nextStartFact, sortClassTimes } from '../src/features/catalog/labels.ts';
import { sitemapPaths, sitemapXml } from '../src/features/catalog/sitemap.ts';
import { UNCONFIGURED, readSiteConfig } from '../src/config.ts';
import { CONSENT_KEY, hasConsent, loadAdPixel, loadTagManager, readChoice, removeTrackingCookies, storeChoice } from '../src/features/consent/consent.ts';
import { COOKIE_POLICY_VERSION } from '@valik/domain';
import { cardTitleLayout, courseOgCard, courseOgImagePath, ogCardSvg, siteOgCard, wrapTitle } from '../src/features/og/og-image.ts';
import { missingGlyphs, OG_FONT_FILES, textPath, textWidth } from '../src/features/og/text-paths.ts';
import { formatEuros } from '../src/lib/money.ts';
import { GET as courseOgImage } from '../src/pages/og/courses/[slug].png.ts';
import { GET as siteOgImage } from '../src/pages/og/site.png.ts';
import { GET as robots } from '../src/pages/robots.txt.ts';
import { GET as sitemap } from '../src/pages/sitemap.xml.ts';
import { toCssVariables } from '../src/styles/tokens-css.ts';
import { buildCohort, buildCourse, buildLocals } from './support/factories.ts';

describe('category slugs', () => {
  it('turns every category into a lower-case kebab slug and back', () => {
    expect(categorySlug('BUSINESS_AND_FINANCE')).toBe('business-and-finance');
    for (const category of COURSE_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category);
    expect(categoryFromSlug('cooking')).toBeNull();
  });
});

describe('course filter from the URL', () => {
  it('keeps known values and drops unknown ones', () => {
    expect(parseCourseFilter(new URLSearchParams('category=life-skills&language=ru&q=%20raha%20'))).toEqual({
      category: 'LIFE_SKILLS',
      language: 'ru',
      q: 'raha',
    });
    expect(parseCourseFilter(new URLSearchParams('category=x&language=de&q='))).toEqual({
      category: undefined,
      language: undefined,
      q: undefined,
    });
  });
});

describe('links', () => {
  it('builds the register link the portal expects', () => {
    expect(paths.register(4, 17)).toBe('/user/courses/4?cohort=17');
  });

  it('gives the canonical address of a page per language', () => {
    expect(languageUrl('https://valik.ee', '/courses', 'et')).toBe('https://valik.ee/courses');
    expect(languageUrl('https://valik.ee', '/courses', 'en')).toBe('https://valik.ee/courses?lang=en');
  });

  it('switches language keeping the rest of the query', () => {
    expect(languageSwitchUrl(new URL('http://x/courses?q=raha&lang=et'), 'en')).toBe('/courses?q=raha&lang=en');
  });
});

describe('class times', () => {
  it('names the day in full and sorts Monday first', () => {
    const sorted = sortClassTimes([{ day: 4, hour: 9, minute: 5 }, { day: 1, hour: 18, minute: 0 }]);
    expect(sorted.map((time) => classTimeLabel('et', time))).toEqual(['esmaspäev 18:00', 'neljapäev 09:05']);
    expect(classTimeLabel('en', { day: 2, hour: 16, minute: 0 })).toBe('Tuesday 16:00');
  });
});

describe('next start of a course', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('names a coming start, a group already running, or none', () => {
    expect(nextStartFact('et', '2026-12-01T06:00:00Z', now)).toEqual({ label: 'Järgmine algus', value: '01.12.2026' });
    expect(nextStartFact('en', '2026-10-12T06:00:00Z', now)).toEqual({ label: 'Current group', value: 'started 12.10.2026' });
    expect(nextStartFact('et', null, now)).toEqual({ label: 'Järgmine algus', value: 'Tulevasi gruppe pole' });
  });
});

describe('course JSON-LD', () => {
  it('cannot close its script tag', () => {
    const course = buildCourse({ name: '</script><script>alert(1)</script>' });
    const json = serializeJsonLd(courseJsonLd({ course, cohorts: [buildCohort(course)], baseUrl: 'http://x' }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe(course.name);
  });
});

describe('sitemap', () => {
  it('lists the fixed pages, every category and every public course', async () => {
    const course = buildCourse({ slug: 'rahatarkus' });
    const list = (await sitemapPaths(buildLocals({ courses: [course] }).catalog)).map((p) => p.path);
    expect(list).toEqual(expect.arrayContaining(['/', '/courses', '/pricing', '/faq', '/school', '/terms', '/privacy', '/accessibility', '/courses/rahatarkus']));
    for (const category of COURSE_CATEGORIES) expect(list).toContain(`/courses/category/${categorySlug(category)}`);
    expect(list).toHaveLength(8 + COURSE_CATEGORIES.length + 1);
  });

  it('gives every page an Estonian, an English and a Russian address, each naming all three', () => {
    const xml = sitemapXml('https://valik.ee', [{ path: '/courses' }, { path: '/courses/a&b' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://valik.ee/courses</loc>');
    expect(xml).toContain('<loc>https://valik.ee/courses?lang=en</loc>');
    expect(xml).toContain('<loc>https://valik.ee/courses?lang=ru</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://valik.ee/courses?lang=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://valik.ee/courses?lang=ru"/>');
    expect(xml.match(/hreflang="ru" href="https:\/\/valik.ee\/courses\?lang=ru"/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://valik.ee/courses/a&amp;b</loc>');
  });

  it('says when each course page and each list of courses last changed, and nothing for the fixed pages', async () => {
    const older = buildCourse({ slug: 'vanem', categories: ['LIFE_SKILLS'], updated_at: '2026-09-01T08:00:00.123Z' });
    const newer = buildCourse({ slug: 'uuem', categories: ['MENTAL_HEALTH'], updated_at: '2026-11-20T10:30:00.000Z' });
    const pages = await sitemapPaths(buildLocals({ courses: [older, newer] }).catalog);
    const lastmodOf = (path: string) => pages.find((p) => p.path === path)?.lastmod;
    expect(lastmodOf('/courses/vanem')).toBe('2026-09-01T08:00:00.123Z');
    expect(lastmodOf('/courses')).toBe('2026-11-20T10:30:00.000Z');
    expect(lastmodOf('/')).toBe('2026-11-20T10:30:00.000Z');
    expect(lastmodOf('/courses/category/life-skills')).toBe('2026-09-01T08:00:00.123Z');
    expect(lastmodOf('/courses/category/business-and-finance')).toBeUndefined();
    expect(lastmodOf('/terms')).toBeUndefined();
    const xml = sitemapXml('https://valik.ee', pages);
    expect(xml).toContain('<loc>https://valik.ee/courses/vanem?lang=ru</loc>\n    <lastmod>2026-09-01T08:00:00Z</lastmod>');
    expect(xml).not.toMatch(/<loc>https:\/\/valik.ee\/terms<\/loc>\n {4}<lastmod>/);
  });

  it('is served as XML from the live catalogue', async () => {
    const locals = buildLocals({ courses: [buildCourse({ slug: 'uus-kursus' })] }, { baseUrl: 'https://valik.ee' });
    const response = await sitemap({ locals } as never);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>https://valik.ee/courses/uus-kursus</loc>');
    expect(xml).toContain('<loc>https://valik.ee/courses/category/mental-health</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of the apps and the API, and names the sitemap', async () => {
    const text = await (await robots({ locals: buildLocals(undefined, { baseUrl: 'https://valik.ee' }) } as never)).text();
    expect(text).toContain('Allow: /');
    for (const path of ['/user/', '/manage/', '/api/', '/auth/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain('Sitemap: https://valik.ee/sitemap.xml');
  });
});

describe('configuration from the server (api/src/env.ts)', () => {
  it('reads the settings from the locals, and nothing configured without them', () => {
    const config = { ...UNCONFIGURED, gtmId: 'GTM-AB12CD', prices: { singlePass: 1900, multiPass: null } };
    expect(readSiteConfig(buildLocals(undefined, { config }))).toBe(config);
    expect(readSiteConfig(undefined)).toEqual(UNCONFIGURED);
    expect(UNCONFIGURED.gtmId).toBeNull();
    expect(UNCONFIGURED.prices).toEqual({ singlePass: null, multiPass: null });
  });

  it('writes euros the way each language does', () => {
    expect(formatEuros(4990, 'et')).toBe('49,90\u00a0€');
    expect(formatEuros(4900, 'en')).toBe('€49');
  });
});

/** The little of the DOM the consent loader touches. */
function fakeDocument() {
  const appended: { id: string; src: string; async: boolean }[] = [];
  const doc = {
    baseURI: 'https://valik.ee/courses',
    getElementById: (id: string) => appended.find((script) => script.id === id) ?? null,
    createElement: () => ({ id: '', src: '', async: false }),
    head: { append: (script: { id: string; src: string; async: boolean }) => appended.push(script) },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('consent and what it loads', () => {
  it('stores the choice with its time and the policy version; a rejection or the old bare "true" is no consent', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(hasConsent(storage)).toBe(false);
    store.set(CONSENT_KEY, 'true');
    expect(readChoice(storage)).toBeNull();
    const at = new Date('2026-11-26T12:00:00Z');
    storeChoice(storage, 'accepted', at);
    expect(JSON.parse(store.get(CONSENT_KEY) ?? '')).toEqual({ choice: 'accepted', at: at.toISOString(), version: COOKIE_POLICY_VERSION });
    expect(hasConsent(storage)).toBe(true);
    storeChoice(storage, 'rejected', at);
    expect(hasConsent(storage)).toBe(false);
    expect(readChoice(storage)?.choice).toBe('rejected');
    expect(hasConsent({ getItem: () => { throw new Error('blocked'); } })).toBe(false);
  });

  it('removes the tag manager’s and the pixel’s cookies on withdrawal, on this host and its parent domains', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '_ga=GA1.1.1; valik_lang=et; _ga_ABC=GS1; _fbp=fb.1.2; _gcl_au=1.1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    expect(removeTrackingCookies(doc, 'www.valik.ee')).toEqual(['_ga', '_ga_ABC', '_fbp', '_gcl_au']);
    expect(written).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
    expect(written).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.valik.ee');
    expect(written).toContain('_fbp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.valik.ee');
    expect(written.some((w) => w.startsWith('valik_lang='))).toBe(false);
  });

  it('loads the tag manager once, with IP anonymization set before it starts', () => {
    const { doc, appended } = fakeDocument();
    const win = {} as Window & { dataLayer?: Record<string, unknown>[] };
    loadTagManager({ gtmId: undefined }, doc, win);
    expect(appended).toHaveLength(0);
    loadTagManager({ gtmId: 'GTM-AB12', gtmScriptUrl: '/uploads/stand-in/gtm.js' }, doc, win);
    loadTagManager({ gtmId: 'GTM-AB12', gtmScriptUrl: '/uploads/stand-in/gtm.js' }, doc, win);
    expect(appended).toEqual([{ id: 'valik-gtm', async: true, src: 'https://valik.ee/uploads/stand-in/gtm.js?id=GTM-AB12' }]);
    expect(win.dataLayer?.[0]).toEqual({ anonymize_ip: true });
    expect(win.dataLayer?.[1]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads the ad pixel once and queues its page view', () => {
    const { doc, appended } = fakeDocument();
    const win = {} as Window & { fbq?: { queue: unknown[][] } };
    loadAdPixel({ adPixelId: '1234567890' }, doc, win);
    loadAdPixel({ adPixelId: '1234567890' }, doc, win);
    expect(appended.map((script) => script.src)).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(win.fbq?.queue).toEqual([['init', '1234567890'], ['track', 'PageView']]);
  });
});

describe('link-preview images', () => {
  it('wraps a long title into at most four lines', () => {
    const upTo = (n: number) => (line: string) => line.length <= n;
    expect(wrapTitle('Ettevõtluse alused: ideest esimese kliendini', upTo(22), 4)).toEqual(['Ettevõtluse alused:', 'ideest esimese', 'kliendini']);
    const many = wrapTitle('üks kaks kolm neli viis kuus seitse kaheksa üheksa kümme', upTo(8), 4);
    expect(many).toHaveLength(4);
    expect(many[3]).toMatch(/…$/);
    expect(many.every(upTo(8))).toBe(true);
  });

  it('draws the text as outlines of the bundled DejaVu fonts, never with a host font', () => {
    expect(OG_FONT_FILES.bold).toMatch(/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVuSans-Bold\.ttf$/);
    const svg = ogCardSvg({ title: 'Жанна õpib šokolaadi', subtitle: 'valik.ee' });
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).toContain(textPath('Valik', 'bold', 44, 80, 110));
    // Estonian and Cyrillic letters have glyphs: nothing would be drawn as a box
    expect(missingGlyphs('ÕÄÖÜŠŽõäöüšž Жанна Щукина Łucja Bērziņa', 'bold')).toEqual([]);
    expect(missingGlyphs('李', 'bold')).toEqual(['李']);
    // a different letter is a different outline
    expect(textPath('õ', 'bold', 72, 0, 0)).not.toBe(textPath('o', 'bold', 72, 0, 0));
  });

  it('wraps titles by their width in the font, not by their number of letters', () => {
    const wide = `${'W'.repeat(12)} ${'i'.repeat(12)}`;
    const narrow = `${'i'.repeat(12)} ${'i'.repeat(12)}`;
    expect(cardTitleLayout(wide).lines).toEqual(['W'.repeat(12), 'i'.repeat(12)]);
    expect(cardTitleLayout(narrow).lines).toEqual([narrow]);
  });

  it('escapes the title in the card', () => {
    expect(ogCardSvg({ title: 'Tom & Jerry <3' })).toContain('Tom &amp; Jerry &lt;3');
  });

  it('changes the image address when the course is renamed', () => {
    const before = courseOgImagePath({ slug: 'x', name: 'Vana', categories: ['OTHERS'], thumbnail: '/uploads/x.svg' }, 'et');
    const after = courseOgImagePath({ slug: 'x', name: 'Uus', categories: ['OTHERS'], thumbnail: '/uploads/x.svg' }, 'et');
    expect(before).toMatch(/^\/og\/courses\/x\.png\?v=\w+$/);
    expect(after).not.toBe(before);
    expect(courseOgImagePath({ slug: 'x', name: 'Uus', categories: [], thumbnail: '/uploads/x.webp' }, 'ru')).toBe('/uploads/x.webp');
  });

  it('draws the card in the page’s language, which its address carries (Estonian without a parameter)', () => {
    const course = { slug: 'x', name: 'Химия для начинающих', categories: ['OTHERS' as const], thumbnail: null };
    expect(courseOgImagePath(course, 'et')).toMatch(/^\/og\/courses\/x\.png\?v=\w+$/);
    expect(courseOgImagePath(course, 'en')).toMatch(/^\/og\/courses\/x\.png\?v=\w+&lang=en$/);
    expect(courseOgImagePath(course, 'ru')).toMatch(/^\/og\/courses\/x\.png\?v=\w+&lang=ru$/);
    expect(courseOgCard(course, 'ru').subtitle).toBe('Курс по выбору вживую онлайн · valik.ee');
    expect(courseOgCard(course, 'et').subtitle).toBe('Valikkursus otse veebis · valik.ee');
    expect(courseOgCard(course, 'en').subtitle).toBe('Elective course taught live online · valik.ee');
    expect(siteOgCard('ru').title).toBe('Курсы по выбору вживую онлайн');
    const svg = ogCardSvg(courseOgCard(course, 'ru'));
    expect(svg).toContain(textPath('Курс по выбору вживую онлайн · valik.ee', 'regular', 32, 80, 560));
    expect(svg).toContain('<title>Химия для начинающих · Курс по выбору вживую онлайн · valik.ee</title>');
    // every language's subtitle fits on the card, with glyphs for every letter
    for (const lang of ['et', 'en', 'ru'] as const) {
      const subtitle = courseOgCard(course, lang).subtitle ?? '';
      expect(textWidth(subtitle, 'regular', 32), lang).toBeLessThan(1200 - 2 * 80);
      expect(missingGlyphs(subtitle, 'regular')).toEqual([]);
    }
  });

  it('renders a 1200×630 PNG for a public course and the site, and 404 for anything else', async () => {
    const locals = buildLocals({ courses: [buildCourse({ slug: 'pilt', name: 'Pildiga kursus' })] });
    const ok = await courseOgImage({ params: { slug: 'pilt' }, locals, url: new URL('http://localhost/og/courses/pilt.png') } as never);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await ok.arrayBuffer());
    expect([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // width and height from the IHDR chunk
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    expect((await courseOgImage({ params: { slug: 'nope' }, locals, url: new URL('http://localhost/og/courses/nope.png') } as never)).status).toBe(404);
    expect((await siteOgImage({ url: new URL('http://localhost/og/site.png') } as never)).headers.get('content-type')).toBe('image/png');
  });

  it('renders the Russian card for a Russian address, whatever the language of the request', async () => {
    const locals = buildLocals({ courses: [buildCourse({ slug: 'pilt', name: 'Pildiga kursus' })] });
    const png = async (path: string, lang: 'et' | 'ru') =>
      new Uint8Array(await (await courseOgImage({ params: { slug: 'pilt' }, locals: { ...locals, lang }, url: new URL(`http://localhost${path}`) } as never)).arrayBuffer());
    const estonian = await png('/og/courses/pilt.png', 'ru');
    const russian = await png('/og/courses/pilt.png?lang=ru', 'et');
    expect(Buffer.from(russian).equals(Buffer.from(estonian))).toBe(false);
    expect(Buffer.from(await png('/og/courses/pilt.png?lang=ru', 'ru')).equals(Buffer.from(russian))).toBe(true);
    const site = async (path: string) => Buffer.from(await (await siteOgImage({ url: new URL(`http://localhost${path}`) } as never)).arrayBuffer());
    expect((await site('/og/site.png?lang=ru')).equals(await site('/og/site.png'))).toBe(false);
  });
});

describe('design tokens as CSS', () => {
  it('emits kebab-case custom properties', () => {
    const css = toCssVariables({ color: { primaryDark: '#9A3412' } } as never);
    expect(css).toContain('--color-primary-dark: #9A3412;');
  });
});
