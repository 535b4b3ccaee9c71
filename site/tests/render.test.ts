// Renders the real pages with Astro's Container API and locals holding a real in-memory catalogue.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortAvailability, CohortBadge, Lang, SiteLocals } from '@valik/domain/contracts';
import { COURSE_CATEGORIES } from '@valik/domain/contracts';
import HomePage from '../src/pages/index.astro';
import CoursesPage from '../src/pages/courses/index.astro';
import CategoryPage from '../src/pages/courses/category/[category].astro';
import CoursePage from '../src/pages/courses/[slug].astro';
import CatchAllPage from '../src/pages/[...path].astro';
import NotFoundPage from '../src/pages/404.astro';
import ServerErrorPage from '../src/pages/500.astro';
import PricingPage from '../src/pages/pricing.astro';
import TermsPage from '../src/pages/terms.astro';
import PrivacyPage from '../src/pages/privacy.astro';
import { COURSE_LIST_PRICE_CENTS, LEGAL_DOCUMENTS } from '@valik/domain';
import FaqPage from '../src/pages/faq.astro';
import SchoolPage from '../src/pages/school.astro';
import AccessibilityPage from '../src/pages/accessibility.astro';
import { categorySlug } from '../src/paths.ts';
import { UNCONFIGURED } from '../src/config.ts';
import { LOGO_MARK_SVG } from '@valik/ui/logo-mark';
import { buildCohort, buildCourse, buildLocals } from './support/factories.ts';
import { courseJsonLdProblems, jsonLdBlocks } from './support/json-ld-rules.ts';

type Page = Parameters<AstroContainer['renderToResponse']>[0];

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(page: Page, path: string, locals: SiteLocals, params: Record<string, string> = {}) {
  const response = await container.renderToResponse(page, {
    request: new Request(new URL(path, 'http://localhost:3000')),
    locals,
    params,
    partial: false,
  });
  return { status: response.status, html: await response.text() };
}

function catalogue() {
  const money = buildCourse({
    slug: 'rahatarkus',
    name: 'Rahatarkus',
    language: 'et',
    categories: ['POPULAR', 'BUSINESS_AND_FINANCE'],
    next_start_date: '2030-08-31T21:30:00.000Z',
    thumbnail: '/uploads/courses/rahatarkus.svg',
    teachers: [{ id: 90, first_name: 'Kadri', last_name: 'Tamm', short_description: 'Raamatupidaja.', avatar: '/uploads/avatars/90-abc.webp' }],
    testimonials: [{ author: 'Mari, 11. klass', text: 'Väga praktiline kursus.' }],
  });
  const english = buildCourse({ slug: 'english-debate', name: 'English debate', language: 'en', categories: ['LANGUAGES'] });
  const mind = buildCourse({ slug: 'calm-mind', name: 'Calm mind', language: 'ru', categories: ['MENTAL_HEALTH'] });
  const cohorts = [
    // 21:30 UTC on 31 August is already 1 September in Tallinn
    buildCohort(money, {
      name: 'Sügisgrupp',
      start_date: '2030-08-31T21:30:00.000Z',
      end_date: '2030-11-20T10:00:00.000Z',
      badge: 'LAST_SPOTS',
      seats_left: 2,
      online_class_times: [{ day: 4, hour: 17, minute: 30 }, { day: 2, hour: 16, minute: 0 }],
      online_lesson_length: 75,
      teachers: [{ id: 90, first_name: 'Kadri', last_name: 'Tamm', short_description: null, avatar: '/uploads/avatars/90-abc.webp' }],
    }),
    buildCohort(money, { badge: 'JOIN_WAITLIST', availability: 'FULL', seats_left: 0 }),
    buildCohort(money, { badge: null, availability: 'CLOSED', can_register: false }),
  ];
  return { courses: [money, english, mind], cohorts, schools: [{ id: 1, name: 'Tallinna Reaalkool', country: 'EE' }], money };
}

const LANG_CASES: { lang: Lang; htmlLang: string }[] = [
  { lang: 'et', htmlLang: '<html lang="et"' },
  { lang: 'en', htmlLang: '<html lang="en"' },
  { lang: 'ru', htmlLang: '<html lang="ru"' },
];
const LANGUAGE_NAMES: Record<Lang, string> = { et: 'Estonian', en: 'English', ru: 'Russian' };
const HOME: Record<Lang, string> = { et: 'Avaleht', en: 'Home', ru: 'Главная' };

/** The text of an element's inside, tags removed (enough to read headings and labels). */
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('every page renders in Estonian, English and Russian', () => {
  const pages: { name: string; page: Page; path: string; params?: Record<string, string>; et: string[]; en: string[]; ru: string[] }[] = [
    { name: 'home', page: HomePage, path: '/', et: ['Valikkursused otse veebis', 'Kuidas kursus käib', 'Peagi algavad grupid', 'Õpeta Valikus'], en: ['Elective courses taught live online', 'How a course works', 'Groups starting soon', 'Teach at Valik'], ru: ['Курсы по выбору вживую онлайн', 'Как проходит курс', 'Скоро начинаются', 'Преподавайте в Valik'] },
    { name: 'pricing', page: PricingPage, path: '/pricing', et: ['Hinnad', 'Ühe kursuse pääse', 'Mitme kursuse pääse', 'Tagasimaksed ja maksetingimused'], en: ['Pricing', 'Single pass', 'Multi pass', 'Refunds and payment terms'], ru: ['Цены', 'Абонемент на один курс', 'Абонемент на несколько курсов', 'Возвраты и условия оплаты', 'Продлевается каждые 7 дней', 'Продлевается каждые 14 дней', 'в течение 7 дней после начала курса', 'до 2 рабочих дней'] },
    { name: 'FAQ', page: FaqPage, path: '/faq', et: ['Korduma kippuvad küsimused', 'Kas ma saan raha tagasi?'], en: ['Frequently asked questions', 'Can I get my money back?'], ru: ['Часто задаваемые вопросы', 'Можно ли вернуть деньги?', 'Подтверждение от банка может занять до 2 рабочих дней.'] },
    { name: 'schools', page: SchoolPage, path: '/school', et: ['Valik koolidele', 'Krediidid', 'Jälgi tulemusi'], en: ['Valik for schools', 'Credits', 'Follow the results'], ru: ['Valik для школ', 'Кредиты', 'Следите за результатами'] },
    { name: 'catalogue', page: CoursesPage, path: '/courses', et: ['Kursused', 'Otsi kursust nime järgi', 'Kõik keeled'], en: ['Courses', 'Search courses by name', 'All languages'], ru: ['Курсы', 'Поиск курса по названию', 'Все языки', 'Найдено 3 курса'] },
    { name: 'category', page: CategoryPage, path: '/courses/category/business-and-finance', params: { category: 'business-and-finance' }, et: ['Äri ja rahandus: kursused'], en: ['Business and finance courses'], ru: ['Курсы: Бизнес и финансы'] },
    { name: 'course', page: CoursePage, path: '/courses/rahatarkus', params: { slug: 'rahatarkus' }, et: ['Kursusest', 'Mida sa õpid', 'Hindamiskriteeriumid', 'Grupid', 'Mida õpilased ütlevad'], en: ['About the course', 'What you will learn', 'Grading criteria', 'Groups', 'What students say'], ru: ['О курсе', 'Чему вы научитесь', 'Критерии оценивания', 'Группы', 'Отзывы учеников', 'четверг 17:30', '01.09.2030'] },
    { name: '404', page: NotFoundPage, path: '/404', et: ['Seda lehte ei leitud', 'Mine tagasi avalehele'], en: ['This page could not be found', 'Go back to the main page'], ru: ['Эта страница не найдена', 'Вернуться на главную страницу'] },
  ];

  for (const { name, page, path, params, ...phrases } of pages) {
    for (const { lang, htmlLang } of LANG_CASES) {
      it(`${name} in ${LANGUAGE_NAMES[lang]}`, async () => {
        const { money, ...data } = catalogue();
        void money;
        const { html } = await render(page, path, buildLocals(data, { lang }), params);
        expect(html).toContain(htmlLang);
        const text = textOf(html);
        for (const phrase of phrases[lang]) expect(text).toContain(phrase);
        // no leftovers of the other languages in the page's own chrome
        expect(text).toContain(HOME[lang]);
        for (const other of LANG_CASES.filter((c) => c.lang !== lang)) expect(text).not.toContain(HOME[other.lang]);
      });
    }
  }
});

describe('head metadata', () => {
  it('gives every page its own title, description, canonical URL, language alternates and link preview', async () => {
    const { money, ...data } = catalogue();
    const seen = new Set<string>();
    const cases: [Page, string, Record<string, string>?][] = [
      [HomePage, '/'],
      [CoursesPage, '/courses'],
      [PricingPage, '/pricing'],
      [FaqPage, '/faq'],
      [SchoolPage, '/school'],
      [CategoryPage, '/courses/category/languages', { category: 'languages' }],
      [CoursePage, '/courses/rahatarkus', { slug: money.slug }],
    ];
    for (const [page, path, params] of cases) {
      const { html } = await render(page, path, buildLocals(data), params);
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/ \| Valik$/);
      expect(seen.has(title), `${path} has a title of its own`).toBe(false);
      seen.add(title);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="et" href="http://localhost:3000${path}">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="http://localhost:3000${path}?lang=en">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="ru" href="http://localhost:3000${path}?lang=ru">`);
      expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:3000${path}">`);
      expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/og\/[^"]+\.png(\?v=\w+)?">/);
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image">');
    }
  });

  it('makes the English address canonical when English is asked for in the URL', async () => {
    const { html } = await render(FaqPage, '/faq?lang=en', buildLocals(undefined, { lang: 'en' }));
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/faq?lang=en">');
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
  });

  it('makes the Russian address canonical when Russian is asked for in the URL, with the Russian locale', async () => {
    const { html } = await render(FaqPage, '/faq?lang=ru', buildLocals(undefined, { lang: 'ru' }));
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/faq?lang=ru">');
    expect(html).toContain('<meta property="og:locale" content="ru_RU">');
  });

  it('draws the one logo of the site, the portal and the console in the header: the shared mark and the wordmark (issue 30)', async () => {
    const { html } = await render(HomePage, '/', buildLocals(catalogue()));
    const start = html.indexOf('class="brand');
    const brand = html.slice(start, html.indexOf('</a>', start));
    expect(brand).toContain(LOGO_MARK_SVG);
    expect(textOf(`<a ${brand}</a>`).trim()).toBe('Valik');
  });

  it('shows the language switch as ET · EN · RU, each link naming its language in that language', async () => {
    const { html } = await render(FaqPage, '/faq?lang=ru', buildLocals(undefined, { lang: 'ru' }));
    const switcher = /<ul class="language-switch"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const links = [...switcher.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs = '', inner = '']) => ({ attrs, text: textOf(inner).trim() }));
    expect(links.map((l) => l.text)).toEqual(['ET – Eesti', 'EN – English', 'RU – Русский']);
    expect(links.map((l) => /href="([^"]+)"/.exec(l.attrs)?.[1])).toEqual(['/faq?lang=et', '/faq?lang=en', '/faq?lang=ru']);
    expect(links.map((l) => l.attrs.includes('aria-current="true"'))).toEqual([false, false, true]);
  });

  it('canonicalises a filtered list to the category page or the whole list', async () => {
    const locals = buildLocals(catalogue());
    const byQuery = await render(CoursesPage, '/courses?category=languages&q=debate', locals);
    expect(byQuery.html).toContain('<link rel="canonical" href="http://localhost:3000/courses/category/languages">');
    const byLanguage = await render(CoursesPage, '/courses?language=ru', locals);
    expect(byLanguage.html).toContain('<link rel="canonical" href="http://localhost:3000/courses">');
  });

  it('uses a generated link-preview image for a course with a vector thumbnail, and a raster thumbnail as it is', async () => {
    const { money, ...data } = catalogue();
    const svg = await render(CoursePage, '/courses/rahatarkus', buildLocals(data), { slug: money.slug });
    expect(svg.html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/og\/courses\/rahatarkus\.png\?v=\w+">/);
    expect(svg.html).toContain('<meta property="og:image:width" content="1200">');

    const photo = buildCourse({ slug: 'foto', thumbnail: '/uploads/courses/foto.jpg' });
    const raster = await render(CoursePage, '/courses/foto', buildLocals({ courses: [photo] }), { slug: 'foto' });
    expect(raster.html).toContain('<meta property="og:image" content="http://localhost:3000/uploads/courses/foto.jpg">');
    expect(raster.html).not.toContain('og:image:width');
  });

  it('points a Russian page at the Russian link-preview card: the course card and the site card (issue 17)', async () => {
    const { money, ...data } = catalogue();
    const course = await render(CoursePage, '/courses/rahatarkus?lang=ru', buildLocals(data, { lang: 'ru' }), { slug: money.slug });
    expect(course.html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/og\/courses\/rahatarkus\.png\?v=\w+&amp;lang=ru">/);
    const faq = await render(FaqPage, '/faq?lang=ru', buildLocals(undefined, { lang: 'ru' }));
    expect(faq.html).toContain('<meta property="og:image" content="http://localhost:3000/og/site.png?lang=ru">');
    const estonian = await render(FaqPage, '/faq', buildLocals());
    expect(estonian.html).toContain('<meta property="og:image" content="http://localhost:3000/og/site.png">');
  });

  it('keeps error pages out of search results', async () => {
    const { html } = await render(NotFoundPage, '/404', buildLocals());
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('course list', () => {
  it('lists every course without a filter', async () => {
    const { html } = await render(CoursesPage, '/courses', buildLocals(catalogue()));
    expect(html).toContain('Rahatarkus');
    expect(html).toContain('English debate');
    expect(html).toContain('Calm mind');
    expect(textOf(html)).toContain('Leitud kursusi: 3');
  });

  it('filters by category, language and name', async () => {
    const locals = buildLocals(catalogue());
    const byCategory = await render(CategoryPage, '/courses/category/languages', locals, { category: 'languages' });
    expect(byCategory.status).toBe(200);
    expect(byCategory.html).toContain('English debate');
    expect(byCategory.html).not.toContain('Rahatarkus');

    const byQueryCategory = await render(CoursesPage, '/courses?category=mental-health', locals);
    expect(byQueryCategory.html).toContain('Calm mind');
    expect(byQueryCategory.html).not.toContain('English debate');

    const byLanguage = await render(CoursesPage, '/courses?language=ru', locals);
    expect(byLanguage.html).toContain('Calm mind');
    expect(byLanguage.html).not.toContain('Rahatarkus');

    const byName = await render(CoursesPage, '/courses?q=raha', locals);
    expect(byName.html).toContain('Rahatarkus');
    expect(byName.html).not.toContain('Calm mind');
    expect(byName.html).toContain('value="raha"');

    const nothing = await render(CoursesPage, '/courses?q=astroloogia', locals);
    expect(textOf(nothing.html)).toContain('Otsingule vastavaid kursusi ei leitud.');
  });

  it('keeps the other filters in every filter link, so they combine without JavaScript', async () => {
    const { html } = await render(CategoryPage, '/courses/category/languages?language=en&q=deb', buildLocals(catalogue()), { category: 'languages' });
    // category links keep the language and search
    expect(html).toContain('href="/courses/category/life-skills?language=en&amp;q=deb"');
    // language links stay in the category and keep the search
    expect(html).toContain('href="/courses/category/languages?language=ru&amp;q=deb"');
    expect(html).toContain('href="/courses/category/languages?q=deb"');
    // the search form stays in the category and keeps the language
    expect(html).toMatch(/<form[^>]*action="\/courses\/category\/languages"/);
    expect(html).toMatch(/<input type="hidden" name="language" value="en"/);
    // the current filters are marked for assistive technology
    expect(html).toMatch(/<a href="\/courses\/category\/languages\?language=en&amp;q=deb" aria-current="page"/);
  });

  it('routes every one of the nine categories by its kebab-case slug', async () => {
    const locals = buildLocals(catalogue());
    for (const category of COURSE_CATEGORIES) {
      const slug = categorySlug(category);
      const { html: list } = await render(CoursesPage, '/courses', locals);
      expect(list).toContain(`href="/courses/category/${slug}"`);
      const page = await render(CategoryPage, `/courses/category/${slug}`, locals, { category: slug });
      expect(page.status, slug).toBe(200);
    }
  });

  it('answers 404 for an unknown category and for any other spelling of a known one', async () => {
    for (const category of ['cooking', 'LANGUAGES', 'business_and_finance', 'Languages']) {
      const { status } = await render(CategoryPage, `/courses/category/${category}`, buildLocals(catalogue()), { category });
      expect(status, category).toBe(404);
    }
  });
});

describe('responsive images', () => {
  const photos = () => {
    const courses = Array.from({ length: 5 }, (_, i) =>
      buildCourse({ slug: `foto-${i}`, name: `Fotokursus ${i}`, thumbnail: `/uploads/thumbnails/2026/foto-${i}.webp` }),
    );
    return { courses, cohorts: [], schools: [] };
  };
  const imgs = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

  it('offers uploaded thumbnails in several widths with their shown size, dimensions, and lazy loading below the fold', async () => {
    const cards = imgs((await render(CoursesPage, '/courses', buildLocals(photos()))).html);
    expect(cards).toHaveLength(5);
    for (const [index, tag] of cards.entries()) {
      const url = `/uploads/thumbnails/2026/foto-${index}.webp`;
      expect(attr(tag, 'src')).toBe(`${url}?w=640`);
      expect(attr(tag, 'srcset')).toBe([320, 480, 640, 960].map((w) => `${url}?w=${w} ${w}w`).join(', '));
      expect(attr(tag, 'sizes')).toContain('100vw');
      expect([attr(tag, 'width'), attr(tag, 'height')]).toEqual(['400', '225']);
      // the first row is above the fold on a desktop
      expect(attr(tag, 'loading')).toBe(index < 3 ? 'eager' : 'lazy');
    }
  });

  it('gives the course page picture a srcset and fetches it first', async () => {
    const data = photos();
    const { html } = await render(CoursePage, '/courses/foto-0', buildLocals(data), { slug: 'foto-0' });
    const [hero] = imgs(html);
    expect(attr(hero!, 'srcset')).toContain('/uploads/thumbnails/2026/foto-0.webp?w=1280 1280w');
    expect(attr(hero!, 'sizes')).toBe('(min-width: 1152px) 420px, (min-width: 860px) 38vw, 100vw');
    expect(attr(hero!, 'fetchpriority')).toBe('high');
    expect(attr(hero!, 'loading')).toBeUndefined();
    expect([attr(hero!, 'width'), attr(hero!, 'height')]).toEqual(['640', '360']);
  });

  it('uses a vector thumbnail as it is (it scales by itself)', async () => {
    const { html } = await render(CoursesPage, '/courses', buildLocals(catalogue()));
    const tag = imgs(html).find((t) => t.includes('rahatarkus.svg'))!;
    expect(attr(tag, 'src')).toBe('/uploads/courses/rahatarkus.svg');
    expect(attr(tag, 'srcset')).toBeUndefined();
  });
});

describe('course page', () => {
  it('shows the course, its teachers and every group with Tallinn dates, class times, lesson length and seats', async () => {
    const { money, ...data } = catalogue();
    const { status, html } = await render(CoursePage, '/courses/rahatarkus', buildLocals(data), { slug: 'rahatarkus' });
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Rahatarkus');
    expect(text).toContain('01.09.2030 – 20.11.2030');
    // class times in week order, in Tallinn time
    expect(text).toContain('teisipäev 16:00, neljapäev 17:30');
    expect(text).toContain('75 min');
    expect(text).toMatch(/Vabu kohti 2 /);
    expect(text).toContain('Akadeemilisi tunde 24');
    expect(text).toContain('Kadri Tamm');
    expect(text).toContain('Väga praktiline kursus.');
    expect(text).toContain('Outcome one');
    expect(text).toContain('Attend the classes and hand in the assignments.');
    expect(html.match(/data-cohort-id=/g)).toHaveLength(3);
    expect(html).toContain(`href="/user/courses/${money.id}?cohort=`);
  });

  it('shows the course price with VAT on the course and on every group, in both languages (issue 18 item 6)', async () => {
    const { money: _money, ...data } = catalogue();
    const et = await render(CoursePage, '/courses/rahatarkus', buildLocals(data), { slug: 'rahatarkus' });
    expect(et.html).toMatch(/data-course-price[^>]*>99\s€ \(sisaldab käibemaksu\)</);
    expect(et.html.match(/data-cohort-price[^>]*>99\s€ \(sisaldab käibemaksu\)</g)).toHaveLength(3);
    const en = await render(CoursePage, '/courses/rahatarkus', buildLocals(data, { lang: 'en' }), { slug: 'rahatarkus' });
    expect(en.html).toMatch(/data-course-price[^>]*>€99 \(VAT included\)</);
  });

  it('shows the price on every course card of the catalogue too, in each language (issue 30)', async () => {
    const data = catalogue();
    const cards = (html: string) => html.split('class="course-card').slice(1);
    const et = await render(CoursesPage, '/courses', buildLocals(data));
    expect(cards(et.html).length).toBeGreaterThan(0);
    for (const card of cards(et.html)) expect(card).toMatch(/data-course-price[^>]*>99\s€ \(sisaldab käibemaksu\)</);
    const ru = await render(CoursesPage, '/courses', buildLocals(data, { lang: 'ru' }));
    for (const card of cards(ru.html)) expect(card).toMatch(/data-course-price[^>]*>99\s€/);
  });

  it('offers an enrol box with the price, the next open group and its register link, in each language (issue 30)', async () => {
    const { money, cohorts, ...data } = catalogue();
    const box = (html: string) => {
      const start = html.indexOf('data-testid="enrol-box"');
      return html.slice(start, html.indexOf('</section>', start));
    };
    const cases = [
      ['et', 'Liitu kursusega', /99\s€ \(sisaldab käibemaksu\)/, 'Järgmine grupp', 'teisipäev 16:00, neljapäev 17:30', 'Registreeru'],
      ['en', 'Join the course', /€99 \(VAT included\)/, 'Next group', 'Tuesday 16:00, Thursday 17:30', 'Register'],
      ['ru', 'Записаться на курс', /99\s€/, 'Ближайшая группа', 'четверг 17:30', 'Зарегистрироваться'],
    ] as const;
    for (const [lang, title, price, next, times, register] of cases) {
      const { html } = await render(CoursePage, '/courses/rahatarkus', buildLocals({ ...data, cohorts }, { lang }), { slug: 'rahatarkus' });
      expect(html.indexOf('data-testid="enrol-box"')).toBeGreaterThan(0);
      const text = textOf(box(html));
      expect(text).toContain(title);
      expect(text).toMatch(price);
      expect(text).toContain(next);
      // the soonest group that takes registrations, in Tallinn time
      expect(text).toContain('01.09.2030 – 20.11.2030');
      expect(text).toContain(times);
      expect(text).toContain(register);
      expect(box(html)).toContain(`href="/user/courses/${money.id}?cohort=${cohorts[0]!.id}"`);
      // on a phone it comes before the course's text; from 860px it is a column of its own
      expect(html.indexOf('data-testid="enrol-box"')).toBeLessThan(html.indexOf('id="cohorts"'));
    }
    // a course whose groups all take nobody has no register button in the box, only the way to the groups
    const closed = cohorts.map((cohort) => ({ ...cohort, can_register: false, availability: 'CLOSED' as const, badge: null }));
    const { html } = await render(CoursePage, '/courses/rahatarkus', buildLocals({ ...data, cohorts: closed }), { slug: 'rahatarkus' });
    expect(box(html)).not.toContain('data-enrol-register');
    expect(box(html)).toContain('href="#cohorts"');
  });

  it('keeps the enrol box in view while the page scrolls from 860px on (sticky), in the flow on a phone', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../src/features/catalog/EnrolBox.astro', import.meta.url), 'utf8');
    const wide = source.slice(source.indexOf('@media (min-width: 860px)'));
    expect(wide).toMatch(/\.enrol-box \{\s*position: sticky;/);
    expect(source.slice(0, source.indexOf('@media (min-width: 860px)'))).not.toContain('position: sticky');
  });

  it('shows each teacher with their photo (empty alt: the name is beside it), or their initials without one, in each language, on the course page and on its group cards (issue 30)', async () => {
    const { money, ...data } = catalogue();
    const withoutPhoto = { id: 91, first_name: 'Õie', last_name: 'Lepp', short_description: null, avatar: null };
    const course = { ...money, teachers: [...money.teachers, withoutPhoto] };
    const locals = (lang: Lang) => buildLocals({ ...data, courses: [course, ...data.courses.filter((c) => c.id !== money.id)] }, { lang });
    for (const lang of ['et', 'en', 'ru'] as const) {
      const { html } = await render(CoursePage, '/courses/rahatarkus', locals(lang), { slug: 'rahatarkus' });
      const cards = html.split(/data-teacher[\s>]/).slice(1).map((card) => card.slice(0, card.indexOf('</li>')));
      expect(cards).toHaveLength(2);
      const photo = /<img[^>]*data-teacher-photo[^>]*>/.exec(cards[0]!)?.[0] ?? '';
      const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
      expect(attr(photo, 'alt')).toBe('');
      // an uploaded photo comes resized by the server
      expect(attr(photo, 'src')).toBe('/uploads/avatars/90-abc.webp?w=320');
      expect(cards[1]).not.toContain('<img');
      expect(cards[1]).toMatch(/aria-hidden="true"[^>]*data-teacher-initials[^>]*>\s*ÕL\s*</);
      // the group card names its teacher with the same photo, smaller, the name beside it
      const cohortTeacher = html.slice(html.indexOf('data-cohort-teacher'));
      const cardPhoto = /<img[^>]*data-teacher-photo[^>]*>/.exec(cohortTeacher)?.[0] ?? '';
      expect([attr(cardPhoto, 'src'), attr(cardPhoto, 'alt'), attr(cardPhoto, 'width')]).toEqual(['/uploads/avatars/90-abc.webp?w=320', '', '28']);
      expect(cohortTeacher.slice(cohortTeacher.indexOf(cardPhoto) + cardPhoto.length)).toMatch(/^\s*<span[^>]*>Kadri Tamm<\/span>/);
    }
  });

  it('answers 404 for an unknown course', async () => {
    const { status, html } = await render(CoursePage, '/courses/nope', buildLocals(catalogue()), { slug: 'nope' });
    expect(status).toBe(404);
    expect(html).not.toContain('Rahatarkus');
  });

  it('shows only what the catalogue calls public: a course it does not return is not found', async () => {
    // The server's catalogue returns APPROVED courses only (api/tests/catalog-cache.test.ts); the page
    // has no other source, so a draft it never returns cannot be shown.
    const { money, ...data } = catalogue();
    const locals = buildLocals({ ...data, courses: data.courses.filter((course) => course.id !== money.id) });
    expect((await render(CoursePage, '/courses/rahatarkus', locals, { slug: 'rahatarkus' })).status).toBe(404);
  });

  it('shows a signed-in student My courses instead of the register link in a group they are registered in', async () => {
    const { money, cohorts, ...data } = catalogue();
    const [registered, other] = cohorts.filter((cohort) => cohort.course_id === money.id);
    const asked: { userId: number; courseId: number }[] = [];
    const registrations = {
      liveCohortIds: (params: { userId: number; courseId: number }) => {
        asked.push(params);
        return Promise.resolve([registered!.id]);
      },
      favouriteCourseIds: () => Promise.resolve([]),
    };
    const user = { id: 41, role: 'STUDENT', first_name: 'Mari' };
    for (const [lang, notice] of [['et', 'Oled sellesse rühma registreeritud'], ['en', 'You are registered in this group']] as const) {
      const locals = buildLocals({ ...data, cohorts }, { lang, user, registrations });
      const { html } = await render(CoursePage, '/courses/rahatarkus', locals, { slug: 'rahatarkus' });
      const cardOf = (id: number) => {
        const start = html.indexOf(`data-cohort-id="${id}"`);
        return html.slice(start, html.indexOf('</article>', start));
      };
      expect(textOf(cardOf(registered!.id))).toContain(notice);
      expect(cardOf(registered!.id)).toContain('href="/user/my-courses"');
      expect(cardOf(registered!.id)).not.toMatch(/data-cohort-register(?!ed)/);
      expect(cardOf(other!.id)).toContain(`href="/user/courses/${money.id}?cohort=${other!.id}"`);
      expect(cardOf(other!.id)).not.toContain(notice);
    }
    expect(asked).toEqual([
      { userId: 41, courseId: money.id },
      { userId: 41, courseId: money.id },
    ]);
  });

  it('does not ask about registrations for a visitor who is not signed in', async () => {
    const { cohorts, ...data } = catalogue();
    const liveCohortIds = () => Promise.reject(new Error('asked without a user'));
    const locals = buildLocals({ ...data, cohorts }, { registrations: { liveCohortIds, favouriteCourseIds: liveCohortIds } });
    const { status, html } = await render(CoursePage, '/courses/rahatarkus', locals, { slug: 'rahatarkus' });
    expect(status).toBe(200);
    expect(html).not.toContain('data-cohort-registered');
    expect(html).not.toContain('data-favourite-toggle');
  });

  it('gives a signed-in student a heart with aria-pressed on the course page, named in the page’s language (issue 29 item 5)', async () => {
    const { money, cohorts, ...data } = catalogue();
    const registrations = { liveCohortIds: () => Promise.resolve([]), favouriteCourseIds: () => Promise.resolve([money.id]) };
    for (const [lang, name] of [['et', 'Lemmik: '], ['en', 'Favourite: '], ['ru', 'Избранное: ']] as const) {
      const locals = buildLocals({ ...data, cohorts }, { lang, user: { id: 41, role: 'STUDENT', first_name: 'Mari' }, registrations });
      const { html } = await render(CoursePage, '/courses/rahatarkus', locals, { slug: 'rahatarkus' });
      expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-favourite-toggle/);
      expect(html).toContain(`aria-label="${name}${money.name}"`);
    }
    const teacher = buildLocals({ ...data, cohorts }, { user: { id: 42, role: 'TEACHER', first_name: 'Tiit' }, registrations });
    expect((await render(CoursePage, '/courses/rahatarkus', teacher, { slug: 'rahatarkus' })).html).not.toContain('data-favourite-toggle');
  });

  it('gives a signed-in student the catalogue filter "Lemmikud" listing only the hearted courses, and hearts on the home page (issue 29 item 5)', async () => {
    const { money, cohorts, ...data } = catalogue();
    const registrations = { liveCohortIds: () => Promise.resolve([]), favouriteCourseIds: () => Promise.resolve([money.id]) };
    const student = { id: 41, role: 'STUDENT', first_name: 'Mari' };
    const cards = (html: string) => html.split('class="course-card').length - 1;
    for (const [lang, filter, heading] of [['et', 'Lemmikud', 'Lemmikkursused'], ['en', 'Favourites', 'Favourite courses'], ['ru', 'Избранное', 'Избранные курсы']] as const) {
      const locals = buildLocals({ ...data, cohorts }, { lang, user: student, registrations });
      const all = await render(CoursesPage, '/courses', locals);
      expect(all.html).toMatch(new RegExp(`<a href="/courses\\?favourites=1"[^>]*>\\s*${filter}\\s*</a>`));
      expect(cards(all.html)).toBeGreaterThan(1);
      const only = await render(CoursesPage, '/courses?favourites=1', locals);
      expect(cards(only.html)).toBe(1);
      expect(textOf(only.html)).toContain(heading);
      expect(only.html).toContain('name="favourites" value="1"');
      expect(only.html).toMatch(/<a href="\/courses\?favourites=1"[^>]*aria-current="page"/);
      const home = await render(HomePage, '/', locals);
      expect(home.html).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-favourite-toggle/);
    }
    const none = { liveCohortIds: () => Promise.resolve([]), favouriteCourseIds: () => Promise.resolve([]) };
    const empty = await render(CoursesPage, '/courses?favourites=1', buildLocals({ ...data, cohorts }, { user: student, registrations: none }));
    expect(textOf(empty.html)).toContain('Lemmikuid veel pole.');
    // anyone else: no filter link, no hearts, and ?favourites=1 lists every course
    const anonymous = buildLocals({ ...data, cohorts });
    const anon = await render(CoursesPage, '/courses?favourites=1', anonymous);
    expect(anon.html).not.toContain('data-testid="favourites-filter"');
    expect(cards(anon.html)).toBeGreaterThan(1);
    expect((await render(HomePage, '/', anonymous)).html).not.toContain('data-favourite-toggle');
  });

  it('says so when a course has no groups yet', async () => {
    const lonely = buildCourse({ slug: 'lonely' });
    const { html } = await render(CoursePage, '/courses/lonely', buildLocals({ courses: [lonely] }), { slug: 'lonely' });
    expect(textOf(html)).toContain('Sellele kursusele pole veel gruppe planeeritud.');
  });
});

describe('cohort badges and states', () => {
  const cases: { badge: CohortBadge | null; availability: CohortAvailability; canRegister: boolean; et: string[]; en: string[]; button: string | null }[] = [
    { badge: 'LAST_SPOTS', availability: 'OPEN', canRegister: true, et: ['Viimased kohad'], en: ['Last spots'], button: 'Register' },
    { badge: 'REGISTRATION_OPEN', availability: 'OPEN', canRegister: true, et: ['Registreerimine avatud'], en: ['Registration open'], button: 'Register' },
    { badge: 'LAST_DAYS', availability: 'OPEN', canRegister: true, et: ['Viimased päevad liitumiseks'], en: ['Last days to join'], button: 'Register' },
    { badge: 'STARTING_SOON', availability: 'OPEN', canRegister: true, et: ['Algab peagi'], en: ['Starting soon'], button: 'Register' },
    { badge: 'JOIN_WAITLIST', availability: 'FULL', canRegister: true, et: ['Liitu ootejärjekorraga', 'Grupp on täis'], en: ['Join the waitlist', 'The group is full'], button: 'Join the waitlist' },
    { badge: null, availability: 'NOT_OPEN_YET', canRegister: false, et: ['Grupp pole veel avatud'], en: ['The group is not open yet'], button: null },
    { badge: null, availability: 'CLOSED', canRegister: false, et: ['Grupp on suletud'], en: ['The group is closed'], button: null },
  ];

  for (const { badge, availability, canRegister, et, en, button } of cases) {
    it(`shows ${badge ?? availability} in both languages${button ? ` with '${button}'` : ' without a register button'}`, async () => {
      const course = buildCourse({ slug: 'badges' });
      const cohort = buildCohort(course, { badge, availability, can_register: canRegister });
      for (const lang of ['et', 'en'] as const) {
        const { html } = await render(CoursePage, '/courses/badges', buildLocals({ courses: [course], cohorts: [cohort] }, { lang }), { slug: 'badges' });
        const card = html.slice(html.indexOf(`data-cohort-id="${cohort.id}"`));
        const labels = /data-cohort-labels[^>]*>(.*?)<\/p>/s.exec(card)?.[1] ?? '';
        for (const phrase of lang === 'et' ? et : en) expect(textOf(labels), `${lang}: ${phrase}`).toContain(phrase);
        if (badge) expect(labels).toContain(`data-badge="${badge}"`);
        const register = /<a[^>]*data-cohort-register[^>]*>/.exec(card)?.[0] ?? '';
        expect(register).toContain(`href="/user/courses/${course.id}?cohort=${cohort.id}"`);
        expect(register.includes(' hidden'), `${lang} register hidden`).toBe(!button);
        if (button && lang === 'en') expect(textOf(card)).toContain(button);
      }
    });
  }
});

describe('language of parts (WCAG 3.1.2)', () => {
  it('marks a course’s own text with the course’s language where the page is in another, and only there', async () => {
    const course = buildCourse({ slug: 'pervaya-pomoshch', language: 'ru', name: 'Первая помощь', summary: 'Основы первой помощи.', description: 'Что делать до приезда скорой.' });
    const locals = (lang: Lang) => buildLocals({ courses: [course], cohorts: [] }, { lang });
    const onEstonian = (await render(CoursePage, '/courses/pervaya-pomoshch', locals('et'), { slug: 'pervaya-pomoshch' })).html;
    expect(onEstonian).toMatch(/<html[^>]*lang="et"/);
    expect(onEstonian).toMatch(/<h1[^>]*lang="ru"[^>]*>Первая помощь<\/h1>/);
    expect(onEstonian).toMatch(/<p class="lead"[^>]*lang="ru"[^>]*>Основы первой помощи\.<\/p>/);
    expect(onEstonian).toMatch(/<div class="prose"[^>]*lang="ru"[^>]*>\s*<p[^>]*>Что делать до приезда скорой\.<\/p>/);
    const onRussian = (await render(CoursePage, '/courses/pervaya-pomoshch', locals('ru'), { slug: 'pervaya-pomoshch' })).html;
    expect(onRussian).toMatch(/<h1[^>]*>Первая помощь<\/h1>/);
    expect(onRussian).not.toMatch(/<h1[^>]*lang=/);

    const catalogue = (await render(CoursesPage, '/courses', locals('en'))).html;
    expect(catalogue).toMatch(/class="name"[^>]*lang="ru"/);
    expect(catalogue).toMatch(/<p class="summary"[^>]*lang="ru"[^>]*>Основы первой помощи\.<\/p>/);
  });
});

describe('structured data', () => {
  it('describes the course and each group as valid schema.org Course and CourseInstance data', async () => {
    const { money, cohorts, ...data } = catalogue();
    const { html } = await render(CoursePage, '/courses/rahatarkus', buildLocals({ ...data, cohorts }), { slug: 'rahatarkus' });
    const blocks = jsonLdBlocks(html);
    const course = blocks.find((block) => (block as { '@type'?: string })['@type'] === 'Course') as Record<string, unknown> & {
      hasCourseInstance: Record<string, unknown>[];
      offers: unknown;
    };
    expect(courseJsonLdProblems(course)).toEqual([]);
    expect(course.name).toBe(money.name);
    expect(course.url).toBe('http://localhost:3000/courses/rahatarkus');
    expect(course.inLanguage).toBe('et');
    expect(course.hasCourseInstance).toHaveLength(cohorts.length);
    expect(course.hasCourseInstance[0]).toMatchObject({
      '@type': 'CourseInstance',
      name: 'Sügisgrupp',
      startDate: '2030-08-31T21:30:00.000Z',
      instructor: [{ '@type': 'Person', name: 'Kadri Tamm' }],
      courseSchedule: {
        repeatFrequency: 'Weekly',
        // every Tuesday and Thursday from Sunday 1 September to Wednesday 20 November 2030: 23 classes (12 weeks)
        repeatCount: 23,
        duration: 'PT1H15M',
        scheduleTimezone: 'Europe/Tallinn',
        byDay: ['https://schema.org/Tuesday', 'https://schema.org/Thursday'],
        startTime: '16:00',
      },
    });
    // the price the page shows, as an amount search engines read
    expect(course.offers).toEqual([{ '@type': 'Offer', category: 'Paid', url: 'http://localhost:3000/courses/rahatarkus', price: (COURSE_LIST_PRICE_CENTS / 100).toFixed(2), priceCurrency: 'EUR' }]);
    expect(html).toContain(`data-course-price`);
    const breadcrumbs = blocks.find((block) => (block as { '@type'?: string })['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([
      'http://localhost:3000/courses',
      'http://localhost:3000/courses/category/business-and-finance',
      'http://localhost:3000/courses/rahatarkus',
    ]);
  });

  it('names what is missing when the data is incomplete (the rules themselves work)', () => {
    expect(courseJsonLdProblems({ '@context': 'https://schema.org', '@type': 'Course', name: 'x' })).toEqual(
      expect.arrayContaining(['description', 'offers', 'hasCourseInstance lists the groups']),
    );
  });
});

describe('pricing', () => {
  it('shows no amount when none is configured, and says honestly when the price is shown', async () => {
    const { html } = await render(PricingPage, '/pricing', buildLocals());
    expect(html).not.toMatch(/€|EUR/);
    expect(textOf(html)).toContain('Hinda näed enne maksmist');
    expect(textOf(html)).toContain('Uueneb iga 7 päeva järel');
    expect(textOf(html)).toContain('Uueneb iga 14 päeva järel');
    expect(textOf(html)).toContain('Hind vastavalt kokkuleppele');
  });

  it('shows the configured amounts, read on every request, in each language', async () => {
    const config = { ...UNCONFIGURED, prices: { singlePass: 4990, multiPass: 8900 } };
    const et = textOf((await render(PricingPage, '/pricing', buildLocals(undefined, { config }))).html);
    expect(et).toContain('49,90 €');
    expect(et).toContain('89 €');
    const en = textOf((await render(PricingPage, '/pricing', buildLocals(undefined, { lang: 'en', config }))).html);
    expect(en).toContain('€49.90');
    expect(en).toContain('€89');

    const one = textOf((await render(PricingPage, '/pricing', buildLocals(undefined, { config: { ...config, prices: { singlePass: 4990, multiPass: null } } }))).html);
    expect(one).toContain('49,90 €');
    expect(one).toContain('Hinda näed enne maksmist');
  });

  it('sends a signed-in student straight to the checkout of the pass chosen, and a visitor to an account that comes back to it (issue 18 item 4, issue 28 item 2)', async () => {
    const student = (await render(PricingPage, '/pricing', buildLocals(undefined, { user: { id: 5, role: 'STUDENT', first_name: 'Mari' } }))).html;
    expect(student).toMatch(/<a class="button button-primary" href="\/user\/payment-plan\?pass=SINGLE_PASS"[^>]*>Osta ühe kursuse pääse<\/a>/);
    expect(student).toMatch(/<a class="button button-primary" href="\/user\/payment-plan\?pass=MULTI_PASS"[^>]*>Osta mitme kursuse pääse<\/a>/);
    expect(textOf(student)).not.toContain('Loo konto');
    const visitor = (await render(PricingPage, '/pricing', buildLocals())).html;
    expect(visitor).toMatch(/href="\/auth\/signup\?redirect=%2Fuser%2Fpayment-plan%3Fpass%3DSINGLE_PASS"[^>]*>Loo konto</);
    expect(visitor).toMatch(/href="\/auth\/signup\?redirect=%2Fuser%2Fpayment-plan%3Fpass%3DMULTI_PASS"[^>]*>Loo konto</);
    const teacher = (await render(PricingPage, '/pricing', buildLocals(undefined, { user: { id: 6, role: 'TEACHER', first_name: 'Tiit' } }))).html;
    expect(textOf(teacher)).not.toContain('Loo konto');
  });

  it('names both passes for what they are: they renew every 7 and 14 days until stopped, and how to stop them (issue 28 item 2)', async () => {
    const et = textOf((await render(PricingPage, '/pricing', buildLocals())).html);
    for (const part of ['Ühe kursuse pääse', 'Uueneb iga 7 päeva järel', 'Mitme kursuse pääse', 'Uueneb iga 14 päeva järel', 'Tasu võetakse uuesti iga 7 päeva järel, kuni selle lõpetad.', 'Lõpetamiseks lõpeta see makseplaani lehel']) {
      expect(et, part).toContain(part);
    }
    expect(et).not.toContain('Ühekordne');
    const ru = textOf((await render(PricingPage, '/pricing', buildLocals(undefined, { lang: 'ru' }))).html);
    expect(ru).toContain('Оплата списывается снова каждые 14 дней, пока вы его не остановите.');
  });

  it('states the refund, invoice and bank rules of the spec', async () => {
    const text = textOf((await render(PricingPage, '/pricing', buildLocals(undefined, { lang: 'en' }))).html);
    expect(text).toContain('Full refund up to 7 days after the course start');
    expect(text).toContain('at least 3 days before the course start');
    expect(text).toContain('up to 2 working days');
  });
});

describe('terms of use and privacy policy (issue 18 item 5)', () => {
  it('are real documents in both languages with the version sign-up stores, linked from every footer', async () => {
    const terms = { et: textOf((await render(TermsPage, '/terms', buildLocals())).html), en: textOf((await render(TermsPage, '/terms', buildLocals(undefined, { lang: 'en' }))).html) };
    expect(terms.et).toContain('Kasutustingimused');
    expect(terms.et).toContain('kuni 7 päeva pärast kursuse algust');
    expect(terms.et).toContain(`versioon ${LEGAL_DOCUMENTS.terms.version}`);
    expect(terms.en).toContain('Terms of use');
    expect(terms.en).toContain('up to 7 days after the course start');
    expect(terms.en).toContain(`version ${LEGAL_DOCUMENTS.terms.version}`);
    const privacy = { et: textOf((await render(PrivacyPage, '/privacy', buildLocals())).html), en: textOf((await render(PrivacyPage, '/privacy', buildLocals(undefined, { lang: 'en' }))).html) };
    for (const text of [privacy.et, privacy.en]) {
      for (const processor of ['Stripe', 'Montonio', 'Resend', 'Sentry', 'Discord', 'Google', 'info@valik.ee', 'www.aki.ee']) expect(text).toContain(processor);
    }
    expect(privacy.et).toContain('Vastutav töötleja');
    expect(privacy.en).toContain('Retention');
    const { html } = await render(FaqPage, '/faq', buildLocals());
    const footer = /<footer class="site-footer"[^>]*>(.*?)<\/footer>/s.exec(html)?.[1] ?? '';
    expect(footer).toMatch(/href="\/terms"[^>]*>Kasutustingimused</);
    expect(footer).toMatch(/href="\/privacy"[^>]*>Privaatsuspoliitika</);
  });

  it('are whole documents in Russian too, with the numbers in the right plural forms', async () => {
    const terms = textOf((await render(TermsPage, '/terms', buildLocals(undefined, { lang: 'ru' }))).html);
    expect(terms).toContain('Условия использования');
    expect(terms).toContain('в течение 7 дней после начала курса');
    expect(terms).toContain('до 2 рабочих дней');
    expect(terms).toContain('разовый абонемент действует 7 дней');
    expect(terms).toContain(`версия ${LEGAL_DOCUMENTS.terms.version}`);
    const privacy = textOf((await render(PrivacyPage, '/privacy', buildLocals(undefined, { lang: 'ru' }))).html);
    expect(privacy).toContain('Политика конфиденциальности');
    for (const processor of ['Stripe', 'Montonio', 'Resend', 'Sentry', 'Discord', 'Google', 'info@valik.ee', 'www.aki.ee']) expect(privacy).toContain(processor);
  });
});

describe('who runs the school on the legal pages', () => {
  it('names the company, its registry code and address from the configuration the invoices use, in every language', async () => {
    const operator = { name: 'Koolitus OÜ', registryCode: '12345678', address: 'Pikk 1, 10123 Tallinn' };
    const config = { ...UNCONFIGURED, operator };
    const expected = {
      et: 'Valikut haldab Koolitus OÜ (registrikood 12345678), Pikk 1, 10123 Tallinn.',
      en: 'Valik is run by Koolitus OÜ (registry code 12345678), Pikk 1, 10123 Tallinn.',
      ru: 'Оператор Valik — Koolitus OÜ (регистрационный код 12345678), Pikk 1, 10123 Tallinn.',
    } as const;
    for (const lang of ['et', 'en', 'ru'] as const) {
      for (const [page, path] of [[TermsPage, '/terms'], [PrivacyPage, '/privacy']] as const) {
        expect(textOf((await render(page, path, buildLocals(undefined, { lang, config }))).html)).toContain(expected[lang]);
      }
    }
    // nothing configured (an error page without locals): no half sentence
    expect((await render(PrivacyPage, '/privacy', buildLocals())).html).not.toContain('data-operator');
  });
});

describe('accessibility statement (issue 30 item 5)', () => {
  const expected = {
    et: { h1: 'Ligipääsetavuse teatis', conformance: 'vastab osaliselt', reviewed: 'Viimati üle vaadatud 29.11.2026', footer: '>Ligipääsetavuse teatis</a>' },
    en: { h1: 'Accessibility statement', conformance: 'partially conforms', reviewed: 'Last reviewed on 29.11.2026', footer: '>Accessibility statement</a>' },
    ru: { h1: 'Заявление о доступности', conformance: 'частично соответствует', reviewed: 'Последняя проверка 29.11.2026', footer: '>Заявление о доступности</a>' },
  } as const;

  for (const lang of ['et', 'en', 'ru'] as const) {
    it(`states WCAG 2.1 AA conformance, its known limitations and a contact, in ${lang}`, async () => {
      const { status, html } = await render(AccessibilityPage, '/accessibility', buildLocals(undefined, { lang }));
      expect(status).toBe(200);
      const text = textOf(html);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected[lang].h1}</h1>`));
      expect(text).toMatch(/WCAG\)? 2\.1/);
      expect(text).toContain(expected[lang].conformance);
      expect(text).toContain(expected[lang].reviewed);
      expect(text).toContain('info@valik.ee');
      expect(html.match(/<li[^>]*>/g)?.length).toBeGreaterThanOrEqual(3);
      // every page's footer links to it, in the page's language
      const home = await render(HomePage, '/', buildLocals(catalogue(), { lang }));
      expect(home.html).toMatch(new RegExp(`href="/accessibility"[^>]*${expected[lang].footer}`));
    });
  }
});

describe('content pages', () => {
  it('answers the FAQ in accordions with the rules of the spec', async () => {
    const { html } = await render(FaqPage, '/faq', buildLocals(undefined, { lang: 'en' }));
    expect(html.match(/<details/g)?.length).toBeGreaterThanOrEqual(8);
    const text = textOf(html);
    for (const phrase of ['up to 2 working days', 'up to 7 days after the course start', 'At least 3 days before the course start', 'Discord', 'diploma', 'feedback']) {
      expect(text).toContain(phrase);
    }
  });

  it('lists the partner schools on the schools page with a contact', async () => {
    const { html } = await render(SchoolPage, '/school', buildLocals(catalogue()));
    expect(html).toContain('Tallinna Reaalkool');
    expect(html).toContain('mailto:info@valik.ee');
  });

  it('links the teacher application from the home page and every footer', async () => {
    for (const page of [HomePage, FaqPage]) {
      const { html } = await render(page, '/', buildLocals(catalogue()));
      expect(html).toContain('href="/auth/signup-teacher"');
    }
  });

  it('has a header menu with icons, the current page marked, and a language switch keeping the address', async () => {
    const { html } = await render(PricingPage, '/pricing?x=1', buildLocals());
    const nav = /<nav aria-label="Peamenüü"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(nav.match(/<svg class="icon"/g)?.length).toBe(6);
    expect(nav).toMatch(/<a href="\/pricing" aria-current="page"/);
    expect(html).toContain('href="/pricing?x=1&amp;lang=en"');
    expect(textOf(nav)).toContain('Logi sisse');
  });
});

describe('JavaScript only where it is needed', () => {
  const moduleScripts = (html: string) => html.match(/<script type="module"[^>]*>/g) ?? [];
  const REVEAL = /RevealOnScroll/;

  it('sends no script to pages that need none, and to the home and schools pages only their scroll-in animation', async () => {
    const data = catalogue();
    for (const [page, path] of [[PricingPage, '/pricing'], [FaqPage, '/faq']] as const) {
      const { html } = await render(page, path, buildLocals(data));
      expect(moduleScripts(html), path).toEqual([]);
    }
    for (const [page, path] of [[HomePage, '/'], [SchoolPage, '/school']] as const) {
      const { html } = await render(page, path, buildLocals(data));
      expect(moduleScripts(html), path).toEqual([expect.stringMatching(REVEAL)]);
      expect(html, path).toContain('data-reveal');
      // a crawler gets the page as it is sent
      const bot = await render(page, path, buildLocals(data, { isBot: true }));
      expect(moduleScripts(bot.html), path).toEqual([]);
    }
  });

  it('adds only the error-reporting listener when reporting is on, its configuration as data, and nothing for bots', async () => {
    const errorReporting = { dsn: 'http://valik@localhost:3000/dev/errors/2', environment: 'test', release: 'r1', tracesSampleRate: 0 };
    const config = { ...UNCONFIGURED, errorReporting };
    const { html } = await render(HomePage, '/', buildLocals(catalogue(), { config }));
    expect(moduleScripts(html).filter((script) => !REVEAL.test(script))).toHaveLength(1);
    const data = /<script type="application\/json" id="valik-error-reporting">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(errorReporting);
    const bot = await render(HomePage, '/', buildLocals(catalogue(), { config, isBot: true }));
    expect(moduleScripts(bot.html)).toEqual([]);
    expect(bot.html).not.toContain('valik-error-reporting');
  });

  it('adds the filter island to the catalogue and the availability refresh to a course page', async () => {
    const { money, ...data } = catalogue();
    expect(moduleScripts((await render(CoursesPage, '/courses', buildLocals(data))).html)).toHaveLength(1);
    const course = await render(CoursePage, '/courses/rahatarkus', buildLocals(data), { slug: money.slug });
    expect(moduleScripts(course.html)).toHaveLength(1);
    expect(course.html).toContain(`data-cohorts-url="/api/v1/cohorts?course=${money.id}"`);
    const labels = /data-labels="([^"]*)"/.exec(course.html)?.[1] ?? '';
    expect(JSON.parse(labels.replaceAll('&quot;', '"'))).toMatchObject({ badges: { LAST_SPOTS: 'Viimased kohad' }, register: 'Registreeru' });
  });
});

describe('cookie banner', () => {
  it('is shown only in production, and never to bots', async () => {
    const dev = await render(HomePage, '/', buildLocals(catalogue()));
    const prod = await render(HomePage, '/', buildLocals(catalogue(), { isProduction: true }));
    const bot = await render(HomePage, '/', buildLocals(catalogue(), { isProduction: true, isBot: true }));
    expect(dev.html).not.toContain('id="cookie-banner"');
    expect(prod.html).toContain('id="cookie-banner"');
    expect(prod.html).toContain('See veebileht kasutab küpsiseid.');
    expect(prod.html).toContain('Nõustun');
    // a refusal of equal weight on the first layer, and a way back to the choice from every page's footer
    expect(prod.html).toMatch(/<button type="button" class="button button-primary" id="cookie-banner-reject"[^>]*>Keeldun<\/button>/);
    expect(prod.html).toMatch(/id="cookie-settings"[^>]*>Küpsiste seaded</);
    expect(dev.html).not.toContain('id="cookie-settings"');
    expect(bot.html).not.toContain('id="cookie-settings"');
    expect(bot.html).not.toContain('id="cookie-banner"');
    expect(bot.html).not.toMatch(/<script type="module"/);
  });

  it('hands the tag manager and the ad pixel to the consent script only when configured', async () => {
    const unconfigured = await render(HomePage, '/', buildLocals(catalogue(), { isProduction: true }));
    expect(unconfigured.html).not.toContain('data-gtm-id');
    const config = { ...UNCONFIGURED, gtmId: 'GTM-ABC123', gtmScriptUrl: '/uploads/stand-in/gtm.js', adPixelId: '1234567890' };
    const { html } = await render(HomePage, '/', buildLocals(catalogue(), { isProduction: true, config }));
    expect(html).toContain('data-gtm-id="GTM-ABC123"');
    expect(html).toContain('data-gtm-script-url="/uploads/stand-in/gtm.js"');
    expect(html).toContain('data-ad-pixel-id="1234567890"');
    expect(html).toContain('data-ad-pixel-script-url="https://connect.facebook.net/en_US/fbevents.js"');
    // the page itself never loads them: only the consent script does, after 'I agree'
    expect(html).not.toContain('googletagmanager.com');
    expect(html).not.toMatch(/<script[^>]*src="[^"]*(gtm|fbevents)\.js/);
  });
});

describe('error screens', () => {
  it('answers an unknown path with the 404 screen in the visitor language', async () => {
    const et = await render(CatchAllPage, '/no-such-page', buildLocals(), { path: 'no-such-page' });
    expect(et.status).toBe(404);
    expect(et.html).toContain('Seda lehte ei leitud');
    const en = await render(NotFoundPage, '/404', buildLocals(undefined, { lang: 'en' }));
    expect(en.status).toBe(404);
    expect(en.html).toContain('This page could not be found');
    expect(en.html).toContain('Go back to the main page');
    expect(en.html).toContain("Looks like you've followed a broken link or entered a URL that doesn't exist on this site.");
  });

  it('shows error details locally but never to bots or in production', async () => {
    const container500 = async (locals: SiteLocals) => {
      const response = await container.renderToResponse(ServerErrorPage, {
        request: new Request('http://localhost:3000/courses'),
        locals,
        props: { error: new Error('database is down') },
        partial: false,
      });
      return { status: response.status, html: await response.text() };
    };
    const local = await container500(buildLocals());
    expect(local.status).toBe(500);
    expect(local.html).toContain('Tekkis viga');
    expect(local.html).toContain('database is down');
    expect((await container500(buildLocals(undefined, { isBot: true }))).html).not.toContain('database is down');
    expect((await container500(buildLocals(undefined, { isProduction: true }))).html).not.toContain('database is down');
  });

  it('reports the error a page threw through the server (locals.reportError)', async () => {
    const reported: unknown[] = [];
    const error = new Error('the catalogue broke');
    const response = await container.renderToResponse(ServerErrorPage, {
      request: new Request('http://localhost:3000/courses'),
      locals: buildLocals(undefined, { reportError: (e) => reported.push(e) }),
      props: { error },
      partial: false,
    });
    expect(response.status).toBe(500);
    expect(reported).toEqual([error]);
  });
});
