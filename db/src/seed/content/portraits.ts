// Illustrated portraits of the demo teachers (issue 30: teachers appeared without a photo). Drawn here as
// small deterministic SVGs (a head and shoulders on a soft circle, no downloads, no real faces), written
// beside the course thumbnails at seed time and linked as each teacher's avatar, as an upload would be.
import { createRng } from '../prng.ts';
import { asciiSlug } from './people.ts';

type Hair = 'short' | 'side' | 'long' | 'bun' | 'bob';

interface Look {
  hair: Hair;
  hairColour: string;
  skin: string;
  clothes: string;
  background: string;
  glasses: boolean;
}

/** The demo teachers' looks, by e-mail; anyone else gets one from their name. */
const LOOKS: Record<string, Look> = {
  'kadri.tamm@valik.ee': { hair: 'bob', hairColour: '#7a4a2a', skin: '#f2c9a8', clothes: '#2f6f8f', background: '#dbeafe', glasses: true },
  'martin.kask@valik.ee': { hair: 'short', hairColour: '#3b2f2a', skin: '#e8b894', clothes: '#4b5563', background: '#fde68a', glasses: false },
  'liis.vaher@valik.ee': { hair: 'long', hairColour: '#c58b4f', skin: '#f5d0b5', clothes: '#0f766e', background: '#ccfbf1', glasses: false },
  'jaanus.rebane@valik.ee': { hair: 'side', hairColour: '#a0522d', skin: '#efc19f', clothes: '#7c2d12', background: '#fee2e2', glasses: true },
  'olga.smirnova@valik.ee': { hair: 'bun', hairColour: '#2b2220', skin: '#f0c4a4', clothes: '#6d28d9', background: '#ede9fe', glasses: false },
  'maria.lohmus@valik.ee': { hair: 'long', hairColour: '#e0b36a', skin: '#f7d6bd', clothes: '#b45309', background: '#ffedd5', glasses: false },
};

const HAIRS: Hair[] = ['short', 'side', 'long', 'bun', 'bob'];
const HAIR_COLOURS = ['#2b2220', '#3b2f2a', '#7a4a2a', '#a0522d', '#c58b4f', '#e0b36a'];
const SKINS = ['#f7d6bd', '#f2c9a8', '#e8b894', '#d59a6f', '#a86b45', '#7a4a2e'];
const CLOTHES = ['#2f6f8f', '#0f766e', '#6d28d9', '#b45309', '#4b5563', '#7c2d12'];
const BACKGROUNDS = ['#dbeafe', '#ccfbf1', '#ede9fe', '#ffedd5', '#fee2e2', '#fde68a'];

function lookOf(email: string): Look {
  const known = LOOKS[email];
  if (known) return known;
  const rng = createRng(`portrait:${email}`);
  return {
    hair: rng.pick(HAIRS),
    hairColour: rng.pick(HAIR_COLOURS),
    skin: rng.pick(SKINS),
    clothes: rng.pick(CLOTHES),
    background: rng.pick(BACKGROUNDS),
    glasses: rng.chance(0.3),
  };
}

/** Hair drawn behind the head (long hair, a bun) and over it (the fringe). */
function hairShapes(hair: Hair, colour: string): { back: string; front: string } {
  const fill = `fill="${colour}"`;
  switch (hair) {
    case 'long':
      return {
        back: `<path d="M78 112c0-42 22-66 50-66s50 24 50 66v58c0 10-8 16-18 16H96c-10 0-18-6-18-16z" ${fill}/>`,
        front: `<path d="M84 108c4-34 22-50 44-50s40 16 44 50c-14-14-30-24-48-26-12 8-26 16-40 26z" ${fill}/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="128" cy="50" r="20" ${fill}/>`,
        front: `<path d="M84 110c0-34 20-54 44-54s44 20 44 54c-10-18-26-28-44-28s-34 10-44 28z" ${fill}/>`,
      };
    case 'bob':
      return {
        back: `<path d="M80 112c0-40 22-62 48-62s48 22 48 62v30c0 8-6 12-14 12H94c-8 0-14-4-14-12z" ${fill}/>`,
        front: `<path d="M84 110c2-32 20-50 44-50s42 18 44 50c-20-6-40-18-52-30-8 14-20 24-36 30z" ${fill}/>`,
      };
    case 'side':
      return {
        back: '',
        front: `<path d="M86 106c0-32 18-50 42-50 26 0 44 18 42 48-18-2-44-10-60-24-6 12-14 20-24 26z" ${fill}/>`,
      };
    case 'short':
      return {
        back: '',
        front: `<path d="M86 104c0-30 18-48 42-48s42 18 42 48c-6-12-12-18-20-20-14 6-30 6-44 0-8 2-14 8-20 20z" ${fill}/>`,
      };
  }
}

/** A 256×256 illustrated portrait (SVG, about 1.5 kB). */
export function teacherPortraitSvg(person: { email: string }): string {
  const look = lookOf(person.email);
  const hair = hairShapes(look.hair, look.hairColour);
  const ink = '#1f2937';
  const glasses = look.glasses
    ? `<g fill="none" stroke="${ink}" stroke-width="3"><circle cx="111" cy="116" r="11"/><circle cx="145" cy="116" r="11"/><path d="M122 116h12"/></g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<rect width="256" height="256" fill="${look.background}"/>` +
    `<circle cx="128" cy="128" r="104" fill="#fff" fill-opacity="0.45"/>` +
    hair.back +
    `<path d="M52 256c0-48 34-80 76-80s76 32 76 80z" fill="${look.clothes}"/>` +
    `<path d="M112 150h32v34c0 9-7 14-16 14s-16-5-16-14z" fill="${look.skin}"/>` +
    `<path d="M108 176l20 22 20-22" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="4" stroke-linejoin="round"/>` +
    `<ellipse cx="128" cy="114" rx="40" ry="46" fill="${look.skin}"/>` +
    `<ellipse cx="88" cy="118" rx="6" ry="9" fill="${look.skin}"/><ellipse cx="168" cy="118" rx="6" ry="9" fill="${look.skin}"/>` +
    hair.front +
    `<circle cx="111" cy="117" r="4" fill="${ink}"/><circle cx="145" cy="117" r="4" fill="${ink}"/>` +
    glasses +
    `<path d="M114 138c8 8 20 8 28 0" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="132" r="6" fill="#f87171" fill-opacity="0.25"/><circle cx="156" cy="132" r="6" fill="#f87171" fill-opacity="0.25"/>` +
    `</svg>`
  );
}

/** The file name of a teacher's seeded portrait, in the uploads' avatars folder. */
export function teacherPortraitFile(person: { firstName: string; lastName: string }): string {
  return `seed-${asciiSlug(person.firstName)}-${asciiSlug(person.lastName)}.svg`;
}

/** The URL a seeded teacher's avatar links to (the uploads route serves it, as any upload). */
export function teacherPortraitPath(person: { firstName: string; lastName: string }): string {
  return `/uploads/avatars/${teacherPortraitFile(person)}`;
}
