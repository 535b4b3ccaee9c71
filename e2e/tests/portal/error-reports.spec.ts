// Error reports from the browser, through the real Sentry SDKs into this server's own ingest
// (/dev/errors, the stand-in for Sentry when no DSN is configured), asserted through its listing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, login, signInAs, test } from '../../fixtures/index.ts';
import { startSecondServer } from '../../fixtures/second-server.ts';
import { serverPort } from '../../fixtures/servers.ts';
import { scaled } from '../../fixtures/timeouts.ts';

interface Report {
  id: number;
  app: string | null;
  type: string;
  title: string | null;
  user_id: string | null;
  request_id: string | null;
  replay_id: string | null;
  payload: Record<string, unknown>;
}

async function reports(request: APIRequestContext, query: string): Promise<Report[]> {
  const res = await request.get(`/dev/errors/reports?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Report[] }).data;
}

/** Events whose title contains `text` (each test throws an error with a message of its own). */
async function eventsTitled(request: APIRequestContext, text: string): Promise<Report[]> {
  return (await reports(request, 'type=event')).filter((r) => r.title?.includes(text));
}

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The signed-in student's id, as the session call answers it. */
async function sessionUserId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/auth/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as { user: { id: number } }).user.id;
  });
}

test('a page that breaks while rendering is reported once, with the user id, without the password, with the replay', async ({ page, request }) => {
  test.setTimeout(180_000);
  const marker = `registrations-${Date.now()}`;
  await login(page, 'STUDENT');
  await page.waitForURL('**' + DEMO.STUDENT.landing);
  await expect(page.getByRole('heading', { name: 'Minu kursused' })).toBeVisible();
  const userId = await sessionUserId(page);
  // the server answers something the page cannot render (a bug in the making): the list is missing
  await page.route('**/api/v1/me/registrations', (route) => route.fulfill({ json: { data: null, waitlist: [], open_payments: [], marker } }));
  // The replay recorder loads lazily, after the SDK. Its chunk is held until the page has broken, as on a
  // slow connection (or a busy machine): the report waits for the recorder and still comes with the replay.
  let releaseRecorder = (): void => undefined;
  const recorderHeld = new Promise<void>((resolve) => (releaseRecorder = resolve));
  let recorderRequests = 0;
  await page.route(/\/assets\/replay-[^/]+\.js$/, async (route) => {
    recorderRequests += 1;
    await recorderHeld;
    await route.continue();
  });
  const earlier = new Set((await reports(request, 'type=event')).map((r) => r.id));
  await page.goto('/user/my-courses');
  await expect(page.getByRole('heading', { name: 'Tekkis viga' })).toBeVisible();
  await expect.poll(() => recorderRequests).toBeGreaterThan(0);
  releaseRecorder();

  // this page's error, by its message, page and user, sent after the page was opened: the same student's
  // other TypeErrors may be there too (and this test's own from an earlier run against the same server)
  const ours = (r: Report) => !earlier.has(r.id) && r.user_id === String(userId) && JSON.stringify(r.payload).includes('/user/my-courses');
  await expect.poll(async () => (await eventsTitled(request, "(reading 'filter')")).filter(ours).length, { timeout: scaled(60_000) }).toBeGreaterThan(0);
  const [event] = (await eventsTitled(request, "(reading 'filter')")).filter(ours);
  expect(event).toMatchObject({ app: 'portal', user_id: String(userId) });
  expect(event?.payload.user).toEqual({ id: String(userId) });
  expect(event?.payload.tags).toMatchObject({ handled_by: 'route-error-screen' });
  // once: the same error is not sent again (React's retry, the boundary and the error screen see one error)
  const sameError = (await reports(request, 'type=event')).filter((r) => r.replay_id && r.replay_id === event?.replay_id && r.title === event?.title);
  expect(sameError).toHaveLength(1);

  // the replay of the session that had the error: its event and its recording, text not masked
  const replayId = event?.replay_id;
  expect(replayId).toBeTruthy();
  await expect.poll(async () => (await reports(request, `replay_id=${replayId}`)).map((r) => r.type).sort(), { timeout: scaled(60_000) }).toEqual(
    expect.arrayContaining(['replay_event', 'replay_recording']),
  );
  const everything = JSON.stringify(await reports(request, `replay_id=${replayId}`));
  expect(everything).toContain('Tekkis viga'); // the recording shows what the student saw
  // the password typed at the login form is nowhere: not in the event, its breadcrumbs, or the replay
  expect(everything).not.toContain(DEMO_PASSWORD);
  expect(JSON.stringify(await reports(request, 'type=all'))).not.toContain(DEMO_PASSWORD);

  // a person finds it at /dev/errors
  await page.goto(`/dev/errors?replay_id=${replayId}`);
  await expect(page.getByRole('link', { name: event?.title ?? '' })).toBeVisible();
});

test('a failed session hydration is reported with the user id only, and nothing is shown', async ({ page, request }) => {
  await signInAs(page, 'STUDENT');
  await page.waitForURL('**' + DEMO.STUDENT.landing);
  const userId = await sessionUserId(page);
  const hydrate = `**/api/v1/users/${userId}/hydrate`;
  await page.route(hydrate, (route) => route.fulfill({ status: 503, json: { error: { code: 'NOT_READY', message: 'Not ready' }, requestId: 'e2e-hydration' } }));
  // switching the language saves it on the account, then fetches the full user again (spec §4 hydration)
  const failed = page.waitForResponse((r) => r.url().includes(`/api/v1/users/${userId}/hydrate`));
  await page.getByRole('button', { name: 'English' }).click();
  await failed;
  await expect.poll(async () => (await reports(request, 'type=event')).filter((r) => (r.payload.tags as Record<string, string> | undefined)?.handled_by === 'session-hydration' && r.user_id === String(userId)).length, { timeout: scaled(60_000) }).toBeGreaterThan(0);
  const [report] = (await reports(request, 'type=event')).filter((r) => (r.payload.tags as Record<string, string> | undefined)?.handled_by === 'session-hydration');
  expect(report?.payload.user).toEqual({ id: String(userId) });
  await expect(page.getByRole('heading', { name: 'An error occurred' })).toHaveCount(0);
  // the account's language back to Estonian for the journeys after this one
  await page.unroute(hydrate);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/me') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Eesti keel' }).click();
  expect((await saved).ok()).toBe(true);
  // and the demo data's "no saved language": a saved one wins over the cookie the later journeys set
  expect((await page.request.patch('/api/v1/me', { data: { language: null } })).status()).toBe(200);
});

test('window-level script errors stay silent in the portal and the console, and are reported', async ({ page, request }) => {
  for (const app of ['portal', 'admin'] as const) {
    const message = `window error in ${app} ${Date.now()}`;
    if (app === 'admin') {
      await signInAs(page, 'ADMIN');
      await page.waitForURL('**' + DEMO.ADMIN.landing);
    } else {
      await page.goto('/auth/login');
    }
    await page.evaluate((text) => setTimeout(() => {
      throw new Error(text);
    }), message);
    await expect.poll(async () => (await eventsTitled(request, message)).length, { timeout: scaled(60_000) }).toBe(1);
    expect((await eventsTitled(request, message))[0]?.app).toBe(app);
    // nothing on the screen: no error screen, no toast
    await expect(page.getByRole('heading', { name: 'Tekkis viga' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

// Performance traces are off on the suite's servers, as production's default (PUBLIC_SENTRY_TRACES_SAMPLE_RATE
// 0: tracing every page load and navigation took about a fifth of the journeys' CPU). A server of this test's
// own traces all of them: the router integration (loaded only then) names each by its route.
test('with traces on, page loads and navigations are traced by their route (the router integration)', async ({ browser }) => {
  test.setTimeout(scaled(300_000));
  const server = await startSecondServer({
    // beside its worker's server, apart from the consent journeys' (+1000)
    port: serverPort(test.info().parallelIndex) + 2000,
    name: 'traced',
    env: { NODE_ENV: 'test', PUBLIC_SENTRY_TRACES_SAMPLE_RATE: '1' },
  });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await login(page, 'STUDENT');
    await page.waitForURL('**' + DEMO.STUDENT.landing);
    // a page load of its own (the sign-in's was the login page's), then a navigation inside the app
    await page.goto(DEMO.STUDENT.landing);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Minu profiil' }).click();
    await page.waitForURL('**/user/profile');
    const traced = async () =>
      (await reports(context.request, 'type=transaction'))
        .filter((r) => r.app === 'portal')
        .map((r) => `${String((r.payload.contexts as { trace?: { op?: string } } | undefined)?.trace?.op)} ${r.title}`);
    await expect.poll(traced, { timeout: scaled(60_000) }).toEqual(expect.arrayContaining(['pageload /user/my-courses', 'navigation /user/profile']));
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a bot sends nothing', async ({ browser, request }) => {
  const context = await browser.newContext({ userAgent: BOT });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/dev/errors/api/')) sent.push(r.url());
  });
  const message = `bot error ${Date.now()}`;
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: /logi sisse/i })).toBeVisible();
  await page.evaluate((text) => setTimeout(() => {
    throw new Error(text);
  }), message);
  await page.goto('/');
  // thrown in a timer, then one more task: an SDK that reported it would have sent it by then (its transport
  // starts the request in the error handler)
  await page.evaluate(
    (text) =>
      new Promise<void>((done) => {
        setTimeout(() => {
          setTimeout(done, 0);
          throw new Error(text);
        });
      }),
    message,
  );
  expect(sent).toEqual([]);
  expect(await eventsTitled(request, message)).toEqual([]);
  await context.close();
});

test('a 500 from the server appears at /dev/errors with the request id its body shows', async ({ page, request }) => {
  const res = await request.get('/dev/errors/throw');
  expect(res.status()).toBe(500);
  const body = (await res.json()) as { error: { code: string; message: string }; requestId: string };
  expect(body.error).toEqual({ code: 'INTERNAL', message: 'Tekkis ootamatu viga' });
  expect(res.headers()['x-request-id']).toBe(body.requestId);
  await expect.poll(async () => (await reports(request, `request_id=${body.requestId}`)).length, { timeout: scaled(60_000) }).toBe(1);
  // the id from a screenshot finds it
  await page.goto('/dev/errors');
  await page.getByLabel('Request id').fill(body.requestId);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name: 'Error: A test error from /dev/errors/throw' })).toBeVisible();
  await expect(page.getByText(body.requestId)).toBeVisible();
});

test('an error on a public page loads the site’s SDK and is reported', async ({ page, request }) => {
  const message = `site error ${Date.now()}`;
  const sdk = page.waitForResponse((r) => r.url().includes('/_astro/site-sentry'));
  await page.goto('/courses');
  await page.evaluate((text) => setTimeout(() => {
    throw new Error(text);
  }), message);
  await sdk;
  await expect.poll(async () => (await eventsTitled(request, message)).length, { timeout: scaled(60_000) }).toBe(1);
  expect((await eventsTitled(request, message))[0]).toMatchObject({ app: 'site' });
});

test.describe('a tab left open across a new build', () => {
  const manifestFile = resolve(import.meta.dirname, '../../../portal/dist/build.json');
  let original: string | null = null;
  test.beforeEach(() => {
    original = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : null;
  });
  test.afterEach(() => {
    if (original !== null) writeFileSync(manifestFile, original);
  });

  /**
   * Ten minutes on, the tab's scheduled check: the manifest it read, awaited whole, or null when its request
   * failed (the tab then asks again at the next tick, as a person's tab would). Seen once in a full run: the
   * check's request failed with net::ERR_INVALID_HTTP_RESPONSE, and a test waiting for its answer waited out
   * its time; the cause was not found (the same request on a raw keep-alive socket, and 20 runs of this test
   * alone, were answered right).
   */
  async function scheduledCheck(page: Page): Promise<{ id: string } | null> {
    const isManifest = (r: Request) => /\/user\/build\.json\?t=\d+$/.test(r.url());
    for (let attempt = 1; ; attempt += 1) {
      const read = new Promise<{ id: string } | null>((settle) => {
        const finished = (r: Request) => {
          if (!isManifest(r)) return;
          stop();
          void r.response().then(async (res) => settle(res ? ((await res.json()) as { id: string }) : null), () => settle(null));
        };
        const failed = (r: Request) => {
          if (!isManifest(r)) return;
          stop();
          test.info().annotations.push({ type: 'manifest check failed', description: `${r.failure()?.errorText ?? 'unknown'} (attempt ${attempt})` });
          settle(null);
        };
        const stop = () => {
          page.off('requestfinished', finished);
          page.off('requestfailed', failed);
        };
        page.on('requestfinished', finished);
        page.on('requestfailed', failed);
      });
      await page.clock.fastForward('10:00');
      const manifest = await read;
      if (manifest || attempt === 3) return manifest;
    }
  }

  test('shows "Saadaval on uus versioon — Laadi uuesti" within 10 minutes, and the reload loads the page again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: /logi sisse/i })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Saadaval on uus versioon' });
    const running = JSON.parse(original ?? '{}') as { id: string };
    await expect(page.locator('meta[name="valik-build"]')).toHaveAttribute('content', running.id);
    // ten minutes on, the tab asks; the server still has the page's own build: nothing to say. The answer is
    // read whole before the build changes: a first answer still on its way then would read the newer build,
    // and the tab, having said so, would ask nothing at the next tick
    expect((await scheduledCheck(page))?.id).toBe(running.id);
    await expect(notice).toHaveCount(0);

    // the server now has a newer build (as after `pnpm build`)
    writeFileSync(manifestFile, `${JSON.stringify({ id: `${running.id}-next`, time: new Date(Date.now() + 60_000).toISOString() })}\n`);
    expect((await scheduledCheck(page))?.id).toBe(`${running.id}-next`);
    await expect(notice).toBeVisible();
    // it blocks nothing: the form still works
    await page.getByLabel(/e-post/i).fill(DEMO.STUDENT.email);
    await expect(page.getByLabel(/e-post/i)).toHaveValue(DEMO.STUDENT.email);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Laadi uuesti' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: /logi sisse/i })).toBeVisible();
  });
});
