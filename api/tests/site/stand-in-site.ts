import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built site in the shape the server loads (`<dir>/server/entry.mjs` exporting Astro's middleware-mode
 * `handler(req, res, next, locals)`), small enough to write here: a course page reading the real catalogue
 * of `locals` (seats left and badge per cohort), the language, the signed-in user's name and two request
 * headers, so a test can see what a cached page was made of. The real Astro build runs in the browser
 * journeys (e2e/tests/site/page-cache.spec.ts).
 */
export function standInSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'valik-site-'));
  mkdirSync(join(dir, 'server'), { recursive: true });
  mkdirSync(join(dir, 'client'), { recursive: true });
  writeFileSync(
    join(dir, 'server', 'entry.mjs'),
    `export async function handler(req, res, next, locals) {
  const url = new URL(req.url, 'http://' + req.headers.host);
  const m = /^\\/courses\\/([a-z0-9-]+)$/.exec(url.pathname);
  if (!m) return next();
  const course = await locals.catalog.getCourse(m[1]);
  if (!course) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>no such course</p>');
    return;
  }
  const cohorts = await locals.catalog.listCohorts(course.id);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.write('<h1>' + course.name + '</h1><p class="lang">' + locals.lang + '</p>');
  res.write('<p class="user">' + (locals.user ? locals.user.first_name : '') + '</p>');
  res.write('<p class="headers">' + (req.headers['user-agent'] ?? '') + '|' + (req.headers.cookie ?? '') + '|' + req.headers.host + '</p>');
  for (const c of cohorts) res.write('<li data-cohort="' + c.id + '">' + c.seats_left + ' ' + c.badge + '</li>');
  res.end('<p>' + 'padding '.repeat(300) + '</p>');
}
`,
  );
  return dir;
}

/** The cohort lines of a stand-in course page: `seats-left badge` per cohort id. */
export function cohortLines(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<li data-cohort="(\d+)">([^<]*)<\/li>/g)].map((m) => [m[1], m[2]]));
}
