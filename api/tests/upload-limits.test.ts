// Issue 31 item 2: every upload route takes the file its purpose needs. A real PNG just under 5 MB (noise,
// stored uncompressed, so its bytes are its size) goes through each route and is stored; one just over is
// refused with 413 and the localized "too large" message; a body past the route's limit is refused before
// it is read. The routes are found in the app's own route table, so a new upload route without a line here
// (and in BODY_LIMITS) fails this test.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_MAX_BYTES, type Role } from '@valik/domain';
import { bodyLimitOf } from '../src/lib/body-limits.ts';
import { apiRouteTable } from '../src/middleware/route-table.ts';
import { BASE_URL, createTestApp, makeAccount, signIn, type TestApp } from './helpers.ts';

const MB = 1024 * 1024;

interface UploadRoute {
  method: string;
  path: string;
  role: Role;
  created: number;
  body: (png: Buffer) => Record<string, unknown>;
  tooLarge: Record<'et' | 'ru', string>;
}

const thumbnail = (png: Buffer) => ({ file_name: 'pilt.png', content_type: 'image/png', data: png.toString('base64') });
const thumbnailTooLarge = { et: 'Pisipilt võib olla kuni 5 MB', ru: 'Размер миниатюры — не более 5 МБ' };
const UPLOAD_ROUTES: UploadRoute[] = [
  { method: 'POST', path: '/api/v1/manage/uploads/thumbnails', role: 'ADMIN', created: 201, body: thumbnail, tooLarge: thumbnailTooLarge },
  { method: 'POST', path: '/api/v1/teacher/uploads/thumbnails', role: 'TEACHER', created: 201, body: thumbnail, tooLarge: thumbnailTooLarge },
  {
    method: 'PUT',
    path: '/api/v1/me/avatar',
    role: 'STUDENT',
    created: 200,
    body: (png) => ({ image: `data:image/png;base64,${png.toString('base64')}` }),
    tooLarge: { et: 'Pilt võib olla kuni 5 MB', ru: 'Размер изображения — не более 5 МБ' },
  },
];

let t: TestApp;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'TEACHER', 'STUDENT'] as const) cookies.set(role, await signIn(t, (await makeAccount(t, role)).email));
});
afterAll(() => t.close());

/** A real PNG of random pixels, stored without compression: `rows` rows of 1280 RGB pixels. */
function noisePng(rows: number): Promise<Buffer> {
  const pixels = Buffer.alloc(1280 * rows * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 1280, height: rows, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** What the app logged as unexpected, for a failure's message: the cause of a 500 is in the log, not the answer. */
async function explain(res: Response): Promise<string> {
  const errors = t.logs.lines.filter((l) => l.level === 50 || l.msg === 'unhandled error');
  return `${await res.clone().text()} ${JSON.stringify(errors.slice(-2))}`;
}

function send(route: UploadRoute, body: string, lang: 'et' | 'ru' = 'et') {
  return t.app.request(route.path, {
    method: route.method,
    headers: { origin: BASE_URL, 'content-type': 'application/json', cookie: cookies.get(route.role) ?? '', 'accept-language': lang },
    body,
  });
}

describe('the upload routes', () => {
  it('are every route that takes a file (found in the route table)', () => {
    const found = apiRouteTable(t.app).filter((r) => /upload|avatar/.test(r.path) && ['POST', 'PUT'].includes(r.method));
    expect(found.map((r) => `${r.method} ${r.path}`).sort()).toEqual(UPLOAD_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it.each(UPLOAD_ROUTES)('$method $path takes a real PNG just under 5 MB', async (route) => {
    const png = await noisePng(1360);
    expect(png.length).toBeGreaterThan(THUMBNAIL_MAX_BYTES - 64 * 1024);
    expect(png.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    const body = JSON.stringify(route.body(png));
    // the whole body (base64 and the other fields) is within the route's own limit, not the default 100 kB
    expect(body.length).toBeLessThan(bodyLimitOf(route.path).maxBytes);
    const res = await send(route, body);
    expect(res.status, await explain(res)).toBe(route.created);
  });

  it.each(UPLOAD_ROUTES)('$method $path refuses a PNG just over 5 MB with 413 and the localized message', async (route) => {
    const png = await noisePng(1368);
    expect(png.length).toBeGreaterThan(THUMBNAIL_MAX_BYTES);
    const body = JSON.stringify(route.body(png));
    for (const lang of ['et', 'ru'] as const) {
      const res = await send(route, body, lang);
      expect(res.status, await explain(res)).toBe(413);
      expect(JSON.stringify(await res.json())).toContain(route.tooLarge[lang]);
    }
  });

  it.each(UPLOAD_ROUTES)('$method $path refuses a body past its limit before reading it, with the same message', async (route) => {
    const res = await send(route, JSON.stringify(route.body(Buffer.alloc(bodyLimitOf(route.path).maxBytes))), 'ru');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: route.tooLarge.ru } });
    expect(bodyLimitOf(route.path).maxBytes).toBe(8 * MB);
  });
});
