// Lighthouse accessibility of every portal and console page (issue 30: 100 on every one), for every role
// that reaches it: the routes of `PORTAL_ROUTES` and `ADMIN_ROUTES` with the roles and paths the axe walk
// visits (e2e/fixtures/route-visits.ts), each as its demo account (a visitor's pages signed out), in
// Estonian, with Lighthouse's default mobile emulation. One row per page as it is measured; exits 1 when a
// page scores below 100 (its failing audits and elements are listed) or ends elsewhere than asked.
//   pnpm --filter @valik/bench run bench:accessibility            (starts a server of this tree on BENCH_PORT, 3999)
//   BENCH_BASE=http://localhost:3500 pnpm … bench:accessibility  (a server already running, demo data seeded)
//   BENCH_A11Y_ONLY=/manage/gift_cards,/user/profile pnpm …      (only the routes named, by pattern)
// Writes the `## Lighthouse accessibility` section of RESULTS.md (not with BENCH_A11Y_ONLY).
import { loadavg } from 'node:os';
import { DEMO } from '../../e2e/fixtures/demo.ts';
import { plannedVisits, type Ids, type Role } from '../../e2e/fixtures/route-visits.ts';
import { startServer } from './harness.ts';
import { measureAccessibility, sessionCookie, type AccessibilityRow } from './lighthouse.ts';
import { writeResultsSection } from './results.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const only = process.env.BENCH_A11Y_ONLY ? process.env.BENCH_A11Y_ONLY.split(',') : undefined;

/** GET `path` as `email` (JSON). */
async function getJson<T>(base: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The ids the parametrised routes need, found in the running app as each role finds them. */
async function findIds(base: string): Promise<Ids> {
  const admin = await sessionCookie(base, DEMO.ADMIN.email);
  const manage: Record<string, string> = {};
  for (const resource of ['users', 'cohorts', 'courses', 'schools']) {
    const rows = await getJson<{ id: number }[]>(base, admin, `/api/v1/manage/${resource}?range=%5B0%2C0%5D`);
    manage[resource] = String(rows[0]?.id);
  }
  const teacher = await sessionCookie(base, DEMO.TEACHER.email);
  const cohorts = await getJson<{ data: { id: number }[] }>(base, teacher, '/api/v1/teacher/cohorts');
  const student = await sessionCookie(base, DEMO.STUDENT.email);
  const registrations = await getJson<{ data: { cohort_id: number; feedback: { open: boolean; submitted: boolean } }[] }>(base, student, '/api/v1/me/registrations');
  const feedback = registrations.data.find((r) => r.feedback.open && !r.feedback.submitted);
  // a course with a cohort open for registration: its register link on the site's course page
  const catalogue = await (await fetch(`${base}/courses`)).text();
  const coursePaths = [...new Set([...catalogue.matchAll(/href="(\/courses\/(?!category\/)[^"/]+)"/g)].map((m) => m[1] ?? ''))];
  let registerPath: string | undefined;
  for (const coursePath of coursePaths) {
    const html = await (await fetch(`${base}${coursePath}`)).text();
    const link = [...html.matchAll(/<a [^>]*data-cohort-register[^>]*>/g)].map((m) => m[0]).find((tag) => !/\shidden[\s=>]/.test(tag));
    registerPath = link ? /href="([^"]+)"/.exec(link)?.[1]?.replaceAll('&amp;', '&') : undefined;
    if (registerPath) break;
  }
  return { manage, teacherCohort: cohorts.data[0] ? String(cohorts.data[0].id) : undefined, feedbackCohort: feedback ? String(feedback.cohort_id) : undefined, registerPath };
}

const emailOf = (role: Role) => (role === 'VISITOR' ? null : DEMO[role].email);

const server = process.env.BENCH_BASE ? null : await startServer(PORT);
const base = process.env.BENCH_BASE ?? server?.base ?? '';
try {
  const began = Date.now();
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  const visits = plannedVisits(await findIds(base))
    .filter((visit) => !only || only.includes(visit.pattern))
    .map((visit) => ({ pattern: visit.pattern, path: visit.path, email: emailOf(visit.role) }));
  const missing = visits.filter((visit) => visit.path.includes('undefined'));
  if (missing.length > 0) throw new Error(`ids not found for ${missing.map((visit) => visit.pattern).join(', ')}`);
  console.log(`${visits.length} pages (${new Set(visits.map((v) => v.pattern)).size} routes) on ${base}, load ${load}`);
  const rows = await measureAccessibility(base, visits, (row) =>
    console.log(`${row.accessibility}\t${row.path}\t${row.who}${new URL(row.finalUrl).pathname !== new URL(row.path, base).pathname ? `\tended at ${row.finalUrl}` : ''}${row.failing.length > 0 ? `\n\t${row.failing.join('\n\t')}` : ''}`),
  );
  const wrongPage = rows.filter((row) => new URL(row.finalUrl).pathname !== new URL(row.path, base).pathname);
  for (const row of wrongPage) console.error(`${row.path} (${row.who}) ended at ${row.finalUrl}: not measured`);
  const below = rows.filter((row) => row.accessibility < 100);
  for (const row of below) console.error(`${row.accessibility} ${row.path} (${row.who}): ${row.failing.join(', ')}`);
  const seconds = Math.round((Date.now() - began) / 1000);
  console.log(`${rows.length - below.length} of ${rows.length} pages at 100 in ${seconds} s`);
  if (!only) writeResultsSection('## Lighthouse accessibility', resultsText(rows, load, seconds));
  if (wrongPage.length > 0 || below.length > 0) process.exitCode = 1;
} finally {
  await server?.stop();
}

function resultsText(rows: AccessibilityRow[], load: string, seconds: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Measured ${date} with \`pnpm --filter @valik/bench run bench:accessibility\` (Lighthouse's accessibility category in its`,
    `snapshot mode once the page is drawn, as Lighthouse's default phone: its screen and user agent; Debian's Chromium) on every`,
    `route of \`PORTAL_ROUTES\` and \`ADMIN_ROUTES\` for every role that reaches it (the axe walk's visits,`,
    `e2e/fixtures/route-visits.ts), each as its demo account (a visitor's pages signed out), in Estonian: ${new Set(rows.map((row) => row.pattern)).size} routes, ${rows.length} pages,`,
    `${rows.filter((row) => row.accessibility === 100).length} at 100, in ${seconds} s (load average ${load} at the start). Target: 100 on every page (issue 30).`,
    '',
    '| score | path | as | failing audits |',
    '|---:|---|---|---|',
    ...rows.map((row) => `| ${row.accessibility} | \`${row.path}\` | ${row.who} | ${row.failing.join(', ') || '–'} |`),
  ];
  return lines.join('\n');
}
