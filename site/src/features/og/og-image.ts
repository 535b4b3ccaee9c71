// Open Graph images (1200×630 PNG, the size link previews expect). A course with a raster thumbnail
// uses it; otherwise, and for the other pages, the image is drawn here: an SVG card with the title,
// rendered to PNG with sharp (SVG itself is not accepted as og:image by the big link-preview services).
// Text is drawn as outlines of the bundled DejaVu fonts (text-paths.ts), never with the host's fonts.
import type { CourseCategory, CourseDetailDto, Lang } from '@valik/domain/contracts';
import { tokens } from '@valik/ui/tokens';
import { DEFAULT_LANG, isLang, t } from '../../i18n/index.ts';
import { paths } from '../../paths.ts';
import { textPath, textWidth } from './text-paths.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Gradient per category, so cards of different subjects are told apart at a glance. */
const CATEGORY_COLOURS: Record<CourseCategory, [string, string]> = {
  POPULAR: ['#FFEDD5', '#FDBA74'],
  LIFE_SKILLS: ['#DBEAFE', '#93C5FD'],
  SUSTAINABILITY: ['#DCFCE7', '#86EFAC'],
  LANGUAGES: ['#EDE9FE', '#C4B5FD'],
  DIVERSITY: ['#FCE7F3', '#F9A8D4'],
  TECHNOLOGY: ['#CFFAFE', '#67E8F9'],
  BUSINESS_AND_FINANCE: ['#FEF9C3', '#FDE047'],
  MENTAL_HEALTH: ['#D1FAE5', '#6EE7B7'],
  OTHERS: ['#E0E7FF', '#A5B4FC'],
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * Greedy word wrap: as many words on a line as `fits` allows, at most `maxLines` lines, the last one
 * ending in '…' when the title goes on.
 */
export function wrapTitle(title: string, fits: (line: string) => boolean, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate) || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  const ellipsed = () => `${last.replace(/[\s.,:;–-]+$/, '')}…`;
  while (!fits(ellipsed()) && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = ellipsed();
  return kept;
}

export interface OgCard {
  title: string;
  /** a smaller line under the title */
  subtitle?: string | undefined;
  colours?: [string, string] | undefined;
}

/** Title lines end before the right margin. */
const TITLE_WIDTH = OG_WIDTH - 2 * 80;

/** The title's size and lines on the card: up to four lines, measured in the bold font. */
export function cardTitleLayout(title: string): { fontSize: number; lines: string[] } {
  const fontSize = title.length > 48 ? 60 : 72;
  return { fontSize, lines: wrapTitle(title, (line) => textWidth(line, 'bold', fontSize) <= TITLE_WIDTH, 4) };
}

export function ogCardSvg({ title, subtitle, colours = CATEGORY_COLOURS.POPULAR }: OgCard): string {
  const { fontSize, lines } = cardTitleLayout(title);
  const lineHeight = Math.round(fontSize * 1.15);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const titlePath = lines.map((line, index) => textPath(line, 'bold', fontSize, 80, Math.round(top + index * lineHeight))).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<title>${escapeXml(subtitle ? `${title} · ${subtitle}` : title)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>`,
    `<circle cx="1090" cy="110" r="190" fill="${tokens.color.brand}" fill-opacity="0.18"/>`,
    `<circle cx="1130" cy="560" r="120" fill="${tokens.color.surface}" fill-opacity="0.35"/>`,
    `<path fill="${tokens.color.primary}" d="${textPath('Valik', 'bold', 44, 80, 110)}"/>`,
    `<path fill="${tokens.color.ink}" d="${titlePath}"/>`,
    subtitle ? `<path fill="${tokens.color.muted}" d="${textPath(subtitle, 'regular', 32, 80, 560)}"/>` : '',
    '</svg>',
  ].join('');
}

/**
 * The card of a course: its name (written in the course's own language, ADR 021), in the colours of its
 * subject, and under it what Valik is in the page's language.
 */
export function courseOgCard(course: Pick<CourseDetailDto, 'name' | 'categories'>, lang: Lang): OgCard {
  const subject = course.categories.find((category) => category !== 'POPULAR') ?? course.categories[0] ?? 'POPULAR';
  return { title: course.name, subtitle: `${t(lang, 'Elective course taught live online')} · valik.ee`, colours: CATEGORY_COLOURS[subject] };
}

/** The site's own card, for pages without an image of their own: the home page's tagline. */
export function siteOgCard(lang: Lang): OgCard {
  return { title: t(lang, 'Elective courses taught live online'), subtitle: 'valik.ee' };
}

/**
 * The language of a card, from its address alone (`?lang=`, none for Estonian, as the pages' own
 * addresses): the same URL is always the same image, whatever cookie a link-preview service sends.
 */
export function ogLang(url: URL): Lang {
  const asked = url.searchParams.get('lang');
  return isLang(asked) ? asked : DEFAULT_LANG;
}

const withLang = (path: string, lang: Lang) => (lang === DEFAULT_LANG ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);

/** og:image of a page without one of its own: the site card in the page's language. */
export function siteOgImagePath(lang: Lang): string {
  return withLang(paths.siteOgImage(), lang);
}

const RASTER = /\.(png|jpe?g|webp|gif)$/i;

/** A short stable hash, so a renamed course gets a new image URL (link previews cache by URL). */
function shortHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** og:image of a course page: the thumbnail when it is a raster image, else the generated card in the page's language. */
export function courseOgImagePath(course: Pick<CourseDetailDto, 'slug' | 'name' | 'categories' | 'thumbnail'>, lang: Lang): string {
  if (course.thumbnail && RASTER.test(course.thumbnail.split('?')[0] ?? '')) return course.thumbnail;
  return withLang(`${paths.courseOgImage(course.slug)}?v=${shortHash(`${course.name}|${course.categories.join(',')}`)}`, lang);
}
