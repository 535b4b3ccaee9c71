// The course form: slug unique, summary at most 250 words, 3..6 learning outcomes, every required
// field with its Estonian message; thumbnails checked and re-encoded; the public site sees edits at once.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCourse } from '@valik/db/testing';
import { createLocalFileStorage } from '../../src/lib/file-storage.ts';
import { createTestApp, heard, type TestApp } from '../helpers.ts';
import { getJson, issueAt, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

let t: TestApp;
let admin: Session;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
  uploads = await mkdtemp(join(tmpdir(), 'valik-uploads-'));
  // uploads of this file go to a throwaway directory
  t.deps.storage = createLocalFileStorage(uploads);
});
afterAll(async () => {
  await rm(uploads, { recursive: true, force: true });
  await t.close();
});

let n = 0;
const validCourse = () => {
  n += 1;
  return {
    name: `Digimaailma alused ${n}`,
    slug: `digimaailma-alused-${n}`,
    summary: 'Õpid, kuidas internet töötab.',
    learning_outcomes: ['Esimene', 'Teine', 'Kolmas'],
    grading_criteria: 'Kõik ülesanded tehtud.',
    status: 'APPROVED',
    categories: ['TECHNOLOGY'],
    thumbnail: '/uploads/thumbnails/x.webp',
    language: 'et',
    short_description: 'Lühidalt.',
    description: 'Pikk kirjeldus.',
    academic_hours: 24,
    testimonials: [{ author: 'Mari', text: 'Väga hea!' }],
    user_creator_id: admin.userId,
  };
};

describe('the course form', () => {
  it('creates a course and shows it on the public API at once', async () => {
    const course = validCourse();
    const { status, body } = await sendJson<Record<string, unknown>>(t, admin, 'POST', '/api/v1/manage/courses', course);
    expect(status).toBe(201);
    expect(body).toMatchObject({ slug: course.slug, testimonials: course.testimonials, academic_hours: 24 });
    const publicPage = await getJson<{ data: { name: string } }>(t, null, `/api/v1/courses/${course.slug}`);
    expect(publicPage.body.data.name).toBe(course.name);
    // an edit is visible as soon as the database's change notice is heard (the public answers are kept
    // with the pages, ADR 029; on PostgreSQL the notice arrives a moment after the commit)
    await sendJson(t, admin, 'PUT', `/api/v1/manage/courses/${body.id}`, { ...course, name: 'Uus pealkiri' });
    await heard(t);
    expect((await getJson<{ data: { name: string } }>(t, null, `/api/v1/courses/${course.slug}`)).body.data.name).toBe('Uus pealkiri');
  });

  it('refuses a slug another course has (409, on the slug field)', async () => {
    const taken = await makeCourse(t.deps.db);
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), slug: taken.slug });
    expect(status).toBe(409);
    expect(issueAt(body, 'slug')).toBe('See URL-i lühinimi on juba teise kursuse kasutuses');
    const own = await makeCourse(t.deps.db);
    const keep = await sendJson(t, admin, 'PUT', `/api/v1/manage/courses/${own.id}`, { ...validCourse(), slug: own.slug });
    expect(keep.status).toBe(200);
    const clash = await sendJson<ErrorJson>(t, admin, 'PUT', `/api/v1/manage/courses/${own.id}`, { ...validCourse(), slug: taken.slug });
    expect(clash.status).toBe(409);
  });

  it('takes a summary of 250 words and refuses 251', async () => {
    const words = (k: number) => Array.from({ length: k }, (_, i) => `sõna${i}`).join(' ');
    expect((await sendJson(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), summary: words(250) })).status).toBe(201);
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), summary: words(251) });
    expect(status).toBe(422);
    expect(issueAt(body, 'summary')).toBe('Kokkuvõte võib olla kuni 250 sõna');
  });

  it('takes 3 to 6 learning outcomes', async () => {
    const outcomes = (k: number) => Array.from({ length: k }, (_, i) => `Väljund ${i}`);
    for (const k of [3, 6]) {
      expect((await sendJson(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), learning_outcomes: outcomes(k) })).status).toBe(201);
    }
    const few = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), learning_outcomes: outcomes(2) });
    expect(issueAt(few.body, 'learning_outcomes')).toBe('Lisa vähemalt 3 õpiväljundit');
    const many = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), learning_outcomes: outcomes(7) });
    expect(issueAt(many.body, 'learning_outcomes')).toBe('Lisa kuni 6 õpiväljundit');
  });

  it.each([
    ['name', { name: '' }, 'Sisesta pealkiri'],
    ['slug', { slug: '' }, 'Sisesta URL-i lühinimi'],
    ['slug', { slug: 'Suured Tähed' }, 'URL-i lühinimes võivad olla ainult väiketähed, numbrid ja sidekriipsud'],
    ['description', { description: '' }, 'Sisesta kirjeldus'],
    ['thumbnail', { thumbnail: null }, 'Lisa pisipilt'],
    ['categories', { categories: [] }, 'Vali vähemalt üks kategooria'],
    ['grading_criteria', { grading_criteria: ' ' }, 'Sisesta hindamiskriteeriumid'],
    ['user_creator_id', { user_creator_id: undefined }, 'Vali looja'],
    ['language', { language: 'de' }, 'Vali keel'],
    ['status', { status: 'PUBLISHED' }, 'Vali staatus'],
    ['summary', { summary: '' }, 'Sisesta kokkuvõte'],
  ])('refuses a course without a valid %s in Estonian', async (path, change, message) => {
    const { status, body } = await sendJson<ErrorJson>(t, admin, 'POST', '/api/v1/manage/courses', { ...validCourse(), ...change });
    expect(status).toBe(422);
    expect(issueAt(body, path)).toBe(message);
  });

  it('answers 400 "Kursust ei leitud" for a non-numeric course id', async () => {
    const { status, body } = await getJson<ErrorJson>(t, admin, '/api/v1/manage/courses/abc');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Kursust ei leitud');
  });
});

describe('thumbnail upload', () => {
  const upload = (content_type: string, data: Buffer) =>
    sendJson<Record<string, unknown> & ErrorJson>(t, admin, 'POST', '/api/v1/manage/uploads/thumbnails', {
      file_name: 'pilt',
      content_type,
      data: data.toString('base64'),
    });

  it.each([
    ['PNG', 'image/png', () => sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ff8a3d' } }).png().toBuffer()],
    ['JPEG', 'image/jpeg', () => sharp({ create: { width: 800, height: 450, channels: 3, background: '#1864ab' } }).jpeg().toBuffer()],
  ])('re-encodes a real %s as WebP, at most 1600 px, and stores it under uploads', async (_name, type, make) => {
    const { status, body } = await upload(type, await make());
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/thumbnails\/\d{4}\/[0-9a-f-]{36}\.webp$/);
    const stored = await readFile(join(uploads, String(body.url).slice('/uploads/'.length)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    expect({ width: body.width, height: body.height }).toEqual({ width: meta.width, height: meta.height });
  });

  it('refuses a type that is not an image we take (415)', async () => {
    const { status, body } = await upload('image/svg+xml', Buffer.from('<svg/>'));
    expect(status).toBe(415);
    expect(body.error.message).toBe('Pisipilt peab olema PNG-, JPEG- või WebP-pilt');
  });

  it('refuses bytes that are not what they claim (a GIF named PNG, or junk)', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload('image/png', gif)).status).toBe(415);
    const junk = await upload('image/png', Buffer.from('definitely not a png file at all'));
    expect(junk.status).toBe(422);
    expect(junk.body.error.message).toBe('Fail ei ole korrektne pilt');
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const { status, body } = await upload('image/png', big);
    expect(status).toBe(413);
    expect(body.error.message).toBe('Pisipilt võib olla kuni 5 MB');
  });
});
