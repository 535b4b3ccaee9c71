// Deterministic course thumbnails: a calm two-colour gradient in the course's category colours with a
// simple geometric pattern. No text (the card shows the title), 16:9 (1200×675).
import { createRng } from '../prng.ts';
import type { Rng } from '../prng.ts';
import type { SeedCategory } from './types.ts';

interface Palette {
  /** gradient start */
  base: string;
  /** gradient end */
  deep: string;
  /** shapes */
  accent: string;
}

/** One palette per category; the brand orange stays with POPULAR. */
export const CATEGORY_PALETTES: Record<SeedCategory, Palette> = {
  POPULAR: { base: '#ff8a3d', deep: '#e8590c', accent: '#ffe8d6' },
  LIFE_SKILLS: { base: '#4dabf7', deep: '#1864ab', accent: '#d0ebff' },
  SUSTAINABILITY: { base: '#69db7c', deep: '#2b8a3e', accent: '#ebfbee' },
  LANGUAGES: { base: '#b197fc', deep: '#5f3dc4', accent: '#f3f0ff' },
  DIVERSITY: { base: '#f783ac', deep: '#a61e4d', accent: '#fff0f6' },
  TECHNOLOGY: { base: '#3bc9db', deep: '#0b7285', accent: '#e3fafc' },
  BUSINESS_AND_FINANCE: { base: '#ffd43b', deep: '#e67700', accent: '#fff9db' },
  MENTAL_HEALTH: { base: '#63e6be', deep: '#087f5b', accent: '#e6fcf5' },
  OTHERS: { base: '#91a7ff', deep: '#364fc7', accent: '#edf2ff' },
};

const W = 1200;
const H = 675;

const r1 = (n: number): string => n.toFixed(1).replace(/\.0$/, '');

function circlesPattern(rng: Rng, colour: string): string {
  const shapes: string[] = [];
  const cols = rng.int(5, 8);
  const step = W / cols;
  for (let x = 0; x <= cols; x += 1) {
    for (let y = 0; y * step <= H + step; y += 1) {
      if (!rng.chance(0.55)) continue;
      const r = step * (0.12 + rng.next() * 0.3);
      const filled = rng.chance(0.5);
      shapes.push(
        `<circle cx="${r1(x * step + step / 2)}" cy="${r1(y * step + step / 2)}" r="${r1(r)}" ` +
          (filled
            ? `fill="${colour}" fill-opacity="${r1(0.15 + rng.next() * 0.25)}"/>`
            : `fill="none" stroke="${colour}" stroke-opacity="0.45" stroke-width="${rng.int(3, 8)}"/>`),
      );
    }
  }
  return shapes.join('');
}

function stripesPattern(rng: Rng, colour: string): string {
  const shapes: string[] = [];
  const count = rng.int(6, 11);
  const angle = rng.pick([-35, -20, 20, 35]);
  for (let i = 0; i < count; i += 1) {
    const x = -W / 2 + (i * (W * 2)) / count;
    const width = rng.int(20, 90);
    shapes.push(
      `<rect x="${r1(x)}" y="${-H}" width="${width}" height="${H * 3}" fill="${colour}" fill-opacity="${r1(0.12 + rng.next() * 0.22)}"/>`,
    );
  }
  return `<g transform="rotate(${angle} ${W / 2} ${H / 2})">${shapes.join('')}</g>`;
}

function trianglesPattern(rng: Rng, colour: string): string {
  const shapes: string[] = [];
  const size = rng.pick([150, 200, 240]);
  const rowH = (size * Math.sqrt(3)) / 2;
  for (let row = 0; row * rowH < H + rowH; row += 1) {
    for (let col = -1; col * size < W + size; col += 1) {
      if (!rng.chance(0.45)) continue;
      const x = col * size + (row % 2 === 0 ? 0 : size / 2);
      const y = row * rowH;
      const up = rng.chance(0.5);
      const pts = up
        ? [
            [x, y + rowH],
            [x + size / 2, y],
            [x + size, y + rowH],
          ]
        : [
            [x, y],
            [x + size, y],
            [x + size / 2, y + rowH],
          ];
      shapes.push(
        `<polygon points="${pts.map(([px, py]) => `${r1(px ?? 0)},${r1(py ?? 0)}`).join(' ')}" fill="${colour}" fill-opacity="${r1(0.1 + rng.next() * 0.28)}"/>`,
      );
    }
  }
  return shapes.join('');
}

function arcsPattern(rng: Rng, colour: string): string {
  const shapes: string[] = [];
  const cx = rng.pick([0, W, W * 0.8, W * 0.2]);
  const cy = rng.pick([H, 0, H * 0.9]);
  const rings = rng.int(7, 12);
  const gap = rng.int(55, 90);
  for (let i = 1; i <= rings; i += 1) {
    shapes.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${i * gap}" fill="none" stroke="${colour}" stroke-opacity="${r1(0.18 + (i % 3) * 0.1)}" stroke-width="${rng.int(6, 22)}"/>`,
    );
  }
  return shapes.join('');
}

function blocksPattern(rng: Rng, colour: string): string {
  const shapes: string[] = [];
  const cell = rng.pick([75, 100, 135]);
  for (let x = 0; x < W; x += cell) {
    for (let y = 0; y < H; y += cell) {
      if (!rng.chance(0.35)) continue;
      const inset = rng.int(8, 24);
      const radius = rng.pick([0, 12, cell / 2]);
      shapes.push(
        `<rect x="${x + inset}" y="${y + inset}" width="${cell - inset * 2}" height="${cell - inset * 2}" rx="${r1(radius)}" fill="${colour}" fill-opacity="${r1(0.12 + rng.next() * 0.3)}"/>`,
      );
    }
  }
  return shapes.join('');
}

const PATTERNS = [circlesPattern, stripesPattern, trianglesPattern, arcsPattern, blocksPattern];

/** The SVG thumbnail of a course; the same slug and categories always give the same image. */
export function courseThumbnailSvg(slug: string, categories: readonly SeedCategory[]): string {
  const rng = createRng(`thumbnail:${slug}`);
  const primary = CATEGORY_PALETTES[categories[0] ?? 'OTHERS'];
  const secondary = CATEGORY_PALETTES[categories[1] ?? categories[0] ?? 'OTHERS'];
  const pattern = rng.pick(PATTERNS);
  const angle = rng.int(0, 3) * 45;
  const blobX = rng.int(650, 1050);
  const blobY = rng.int(120, 520);
  const blobR = rng.int(170, 260);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-hidden="true">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${primary.base}"/><stop offset="1" stop-color="${primary.deep}"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    pattern(rng, primary.accent),
    `<circle cx="${blobX}" cy="${blobY}" r="${blobR}" fill="${secondary.base}" fill-opacity="0.92"/>`,
    `<circle cx="${blobX}" cy="${blobY}" r="${Math.round(blobR * 0.55)}" fill="none" stroke="${secondary.accent}" stroke-width="10" stroke-opacity="0.8"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Public URL path of a course's seeded thumbnail (served from `.data/uploads`). */
export const courseThumbnailPath = (slug: string): string => `/uploads/courses/${slug}.svg`;
