// The e-mail adapter (Resend in production, the dev mailbox otherwise), its templates, /dev/mailbox,
// and the SMS adapter, each against a local server that speaks the provider's protocol.
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResendMailer } from '../../src/mail/resend-mailer.ts';
import { TEMPLATES, renderEmail, type TemplateData, type TemplateName } from '../../src/mail/templates.ts';
import { hasTranslation, translate, translateCount } from '@valik/domain/i18n';
import { createTwilioSmsSender } from '../../src/sms/sms-sender.ts';
import { createServer } from '../../src/server.ts';
import { createServices } from '../../src/services.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { LogSink, createTestApp, jsonPost, testEnv, type TestApp } from '../helpers.ts';
import { mailbox, signupBody } from './support.ts';
import { logActivity, mailNotice } from '@valik/db/queries';
import { outbox } from '@valik/db/schema';
import { makeStudent, rowsWhere } from '@valik/db/testing';
import { deliverPending } from '../support/outbox.ts';

interface Captured {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local HTTP server that records requests and answers with `reply`. */
async function fakeProvider(reply: (req: Captured) => { status: number; body: unknown }) {
  const seen: Captured[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const captured = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(captured);
      const { status, body: out } = reply(captured);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Resend mailer', () => {
  it('sends through the Resend API with the key, sender, both bodies and the template tag', async () => {
    const provider = await fakeProvider(() => ({ status: 200, body: { id: 'email_123' } }));
    try {
      const mailer = createResendMailer('re_test_key', 'Valik <noreply@valik.ee>', { baseUrl: provider.url });
      const rendered = renderEmail('magicLink', 'et', { url: 'https://valik.ee/x' });
      expect(await mailer.send({ to: 'mari@example.ee', ...rendered, template: 'magicLink', lang: 'et' })).toEqual({ id: 'email_123' });
      const [request] = provider.seen;
      expect(request).toMatchObject({ method: 'POST', url: '/emails' });
      expect(request?.headers.authorization).toBe('Bearer re_test_key');
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
        from: 'Valik <noreply@valik.ee>',
        to: ['mari@example.ee'],
        subject: 'Sinu sisselogimislink',
        tags: [{ name: 'template', value: 'magicLink' }],
      });
    } finally {
      await provider.close();
    }
  });

  it('throws when Resend refuses', async () => {
    const provider = await fakeProvider(() => ({ status: 422, body: { name: 'validation_error', message: 'bad', statusCode: 422 } }));
    try {
      const mailer = createResendMailer('re_test_key', 'Valik <noreply@valik.ee>', { baseUrl: provider.url });
      await expect(mailer.send({ to: 'x@example.ee', subject: 's', text: 't', html: 'h', template: 'magicLink', lang: 'en' })).rejects.toThrow(/Resend refused/);
    } finally {
      await provider.close();
    }
  });
});

describe('Twilio SMS sender', () => {
  it('posts the message form with basic auth', async () => {
    const provider = await fakeProvider(() => ({ status: 201, body: { sid: 'SM1' } }));
    try {
      const sms = createTwilioSmsSender({ accountSid: 'AC123', authToken: 'token-123', from: '+3725000000', baseUrl: provider.url });
      await sms.send('+37255551234', 'Sinu Valiku kood on 123456');
      const [request] = provider.seen;
      expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC123:token-123').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ To: '+37255551234', From: '+3725000000', Body: 'Sinu Valiku kood on 123456' });
    } finally {
      await provider.close();
    }
  });
});

describe('templates', () => {
  const samples: { [K in TemplateName]: TemplateData[K] } = {
    verifyEmail: { name: 'Mari', url: 'https://valik.ee/v' },
    resetPassword: { name: 'Mari', url: 'https://valik.ee/r' },
    magicLink: { url: 'https://valik.ee/m' },
    invitation: { name: 'Mari', url: 'https://valik.ee/i', role: 'TEACHER' },
    teacherApplicationReceived: { name: 'Mari' },
    teacherApplicationSubmitted: { applicant: 'Mari Maasikas', email: 'mari@example.ee', courses: 'Robootika', url: 'https://valik.ee/a' },
    teacherApplicationApproved: { name: 'Mari', url: 'https://valik.ee/l' },
    teacherApplicationRejected: { name: 'Mari' },
    passwordChanged: { name: 'Mari', url: 'https://valik.ee/p' },
    secondFactorsRemoved: { name: 'Mari', url: 'https://valik.ee/profile' },
    emailChangeRequested: { name: 'Mari', url: 'https://valik.ee/ce', newEmail: 'mari.uus@example.ee' },
    emailChangeNotice: { name: 'Mari', newEmail: 'mari.uus@example.ee' },
    emailChanged: { name: 'Mari', newEmail: 'mari.uus@example.ee', url: 'https://valik.ee/undo' },
    registrationConfirmed: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', start: '01.09.2026', payer: 'kool', url: 'https://valik.ee/mc' },
    waitlistOffer: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', until: '03.09.2026 18:00', url: 'https://valik.ee/w' },
    payerChanged: { name: 'Mari', course: 'Robootika', payer: 'õpilane ise', closes: '08.09.2026', url: 'https://valik.ee/pc' },
    registrationTransferred: { name: 'Mari', course: 'Robootika', from: 'Grupp A', to: 'Grupp B', start: '01.10.2026', end: '01.12.2026', url: 'https://valik.ee/mc' },
    diplomaIssued: { name: 'Mari', course: 'Robootika', code: 'VLK-7K3QD-M9XTP', url: 'https://valik.ee/api/v1/me/registrations/7/diploma', verifyUrl: 'https://valik.ee/diplomas/VLK-7K3QD-M9XTP' },
    classTimesChanged: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', times: 'E 17:00, K 17:00', url: 'https://valik.ee/mc' },
    resultSet: { name: 'Mari', course: 'Robootika', passed: true, url: 'https://valik.ee/mc' },
    paymentReceipt: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', amount: '99,00 €', invoice: 'VLK-2026-000001', method: 'kaardimakse', paidAt: '01.09.2026', url: 'https://valik.ee/mc' },
    passReceipt: { name: 'Mari', pass: 'Multi pass', amount: '79,00 €', invoice: 'VLK-2026-000102', paidAt: '01.09.2026', from: '01.09.2026', to: '15.09.2026', days: 14, next: '15.09.2026', renewal: true, url: 'https://valik.ee/user/payment-plan' },
    paymentRefunded: { name: 'Mari', course: 'Robootika', amount: '99,00 €', reason: 'CANCELED', url: 'https://valik.ee/mc' },
    schoolCreditsLow: { name: 'Mari', school: 'Tartu Kool', balance: 5, url: 'https://valik.ee/user/school/credits' },
    classReminder: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', when: '01.09.2026 18:00', url: 'https://valik.ee/api/v1/me/registrations/7/join/video', settingsUrl: 'https://valik.ee/user/profile' },
    cohortStarting: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', start: '01.09.2026 18:00', times: 'E 18:00', url: 'https://valik.ee/api/v1/me/registrations/7/join/video', settingsUrl: 'https://valik.ee/user/profile' },
    invoiceReminder: { name: 'Mari', course: 'Robootika', cohort: 'Grupp A', invoice: 'VLK-2026-000001', amount: '99,00 €', due: '29.08.2026', url: 'https://valik.ee/mc' },
    schoolEinvoice: { name: 'Mari', school: 'Tartu Kool', invoice: 'VLK-2026-000123', reference: '20260001237', amount: '99,00 €', due: '14.10.2026', url: 'https://valik.ee/user/school/credits' },
    schoolCreditNoteEinvoice: { name: 'Mari', school: 'Tartu Kool', creditNote: 'KR-2026-000001', invoice: 'VLK-2026-000123', amount: '99,00 €', url: 'https://valik.ee/user/school/credits' },
    courseSubmitted: { teacher: 'Mari Maasikas', course: 'Robootika', url: 'https://valik.ee/manage/courses/1' },
    courseApproved: { name: 'Mari', course: 'Robootika', url: 'https://valik.ee/user/courses' },
    courseSentBack: { name: 'Mari', course: 'Robootika', reason: 'Lisa hindamiskriteeriumid.', url: 'https://valik.ee/user/courses' },
    cohortProposed: { teacher: 'Mari Maasikas', course: 'Robootika', cohort: 'Kevad', start: '01.03.2027', url: 'https://valik.ee/manage/cohorts/1' },
    cohortApproved: { name: 'Mari', course: 'Robootika', cohort: 'Kevad', url: 'https://valik.ee/user/cohorts/1' },
    cohortSentBack: { name: 'Mari', course: 'Robootika', cohort: 'Kevad', reason: 'Vali teine algus.', url: 'https://valik.ee/user/cohorts/1' },
    repWeeklyDigest: {
      name: 'Mari',
      school: 'Tartu Kool',
      from: '04.05.2026',
      to: '11.05.2026',
      registrations: [{ name: 'Jaan Tamm', course: 'Robootika', cohort: 'Grupp A', start: '01.09.2026', payer: 'SCHOOL' }],
      results: [{ name: 'Liis Kask', course: 'Robootika', cohort: 'Grupp B', passed: true }],
      lowCredits: 2,
      url: 'https://valik.ee/user/school/my-students',
      creditsUrl: 'https://valik.ee/user/school/credits',
      unsubscribeUrl: 'https://valik.ee/user/track/unsubscribe?token=7.x',
    },
  };

  it('exist in Estonian, English and Russian, differ between them, and carry their link in every body', () => {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const et = renderEmail(name, 'et', samples[name] as never);
      const en = renderEmail(name, 'en', samples[name] as never);
      const ru = renderEmail(name, 'ru', samples[name] as never);
      expect(et.subject, name).not.toBe(en.subject);
      expect(ru.subject, name).not.toBe(en.subject);
      expect(ru.subject, name).toMatch(/[А-Яа-яЁё]/);
      expect(et.html, name).toContain('lang="et"');
      expect(ru.html, name).toContain('lang="ru"');
      const url = (samples[name] as { url?: string }).url;
      if (url) {
        for (const part of [et.text, et.html, en.text, en.html, ru.text, ru.html]) expect(part, name).toContain(url);
      }
    }
  });

  it('are written once, in English source strings, each with its Estonian and its Russian', () => {
    const missing = new Set<string>();
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const variants = name === 'resultSet' ? [samples[name], { ...samples.resultSet, passed: false }] : [samples[name]];
      if (name === 'schoolCreditsLow') variants.push({ ...samples.schoolCreditsLow, balance: 1 });
      if (name === 'repWeeklyDigest') variants.push({ ...samples.repWeeklyDigest, registrations: [], results: [], lowCredits: 1 });
      if (name === 'payerChanged') variants.push({ ...samples.payerChanged, closes: null });
      for (const data of variants) {
        type Vars = Record<string, string | number>;
        const seen = (key: string) => {
          for (const lang of ['et', 'ru'] as const) if (!hasTranslation(lang, key)) missing.add(`${lang}: ${key}`);
        };
        const t = Object.assign((key: string, vars?: Vars) => (seen(key), translate('et', key, vars)), {
          count: (n: number, key: string, vars?: Vars) => (seen(key), translateCount('et', n, key, vars)),
        });
        (TEMPLATES[name] as (d: unknown, tr: typeof t) => unknown)(data, t);
      }
    }
    for (const reason of ['NO_SEAT', 'DUPLICATE', 'CANCELED', 'AT_PROVIDER'] as const) {
      renderEmail('paymentRefunded', 'et', { ...samples.paymentRefunded, reason });
    }
    expect([...missing]).toEqual([]);
    const et = renderEmail('schoolCreditsLow', 'et', { ...samples.schoolCreditsLow, balance: 1 });
    expect(et.subject).toBe('Tartu Kool: alles 1 krediit');
    expect(renderEmail('repWeeklyDigest', 'et', samples.repWeeklyDigest).text).toContain('• Jaan Tamm: Robootika (Grupp A), algus 01.09.2026, maksab kool');
    expect(renderEmail('invitation', 'et', { name: 'Mari', url: 'https://valik.ee/i', role: 'TEACHER' }).text).toContain('(roll: õpetaja)');
    // Russian: the count takes its plural form, dates stay dd.MM.yyyy
    const credits = (balance: number) => renderEmail('schoolCreditsLow', 'ru', { ...samples.schoolCreditsLow, balance }).subject;
    expect([1, 3, 5, 21, 11].map(credits)).toEqual(['Tartu Kool: остаток — 1 кредит', 'Tartu Kool: остаток — 3 кредита', 'Tartu Kool: остаток — 5 кредитов', 'Tartu Kool: остаток — 21 кредит', 'Tartu Kool: остаток — 11 кредитов']);
    expect(renderEmail('repWeeklyDigest', 'ru', samples.repWeeklyDigest).text).toContain('• Jaan Tamm: Robootika (Grupp A), начало 01.09.2026, оплачивает школа');
    expect(renderEmail('invitation', 'ru', { name: 'Mari', url: 'https://valik.ee/i', role: 'TEACHER' }).text).toContain('(роль: учитель)');
  });

  it('escape what people typed in the HTML part', () => {
    const html = renderEmail('teacherApplicationReceived', 'en', { name: '<script>alert(1)</script>' }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('/dev/mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the stored e-mails and shows each with its links', async () => {
    const server = await createServer(t.deps);
    await t.app.request('/api/v1/auth/signup', jsonPost(signupBody('mailbox-reader@example.test')));
    await t.deps.tasks.idle();
    const list = await server.request('/dev/mailbox?to=mailbox-reader@example.test');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Kinnita oma e-posti aadress');
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(html)?.[1];
    const message = await server.request(`/dev/mailbox/${id}`);
    expect(await message.text()).toContain('/api/auth/verify-email?token=');
    const messages = (await (await server.request('/dev/mailbox/messages?to=mailbox-reader@example.test')).json()) as { data: { template: string }[] };
    expect(messages.data.map((m) => m.template)).toEqual(['verifyEmail']);
  });

  it('plays a provider outage when switched: the outbox keeps the notice and sends it once the outage ends', async () => {
    const server = await createServer(t.deps);
    const outage = (on: boolean) => server.request('/dev/mailbox/outage', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ on }) });
    expect(await (await outage(true)).json()).toEqual({ outage: true });
    expect(await (await server.request('/dev/mailbox')).text()).toContain('Simulated outage');
    const { user } = await makeStudent(t.deps.db, { language: 'en' });
    await logActivity(t.deps.db, { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata: { ...mailNotice('EMAIL'), template: 'passwordChanged', lang: 'en', data: { name: 'Mari', url: 'https://valik.test/x' } } });
    await deliverPending(t.deps);
    const [entry] = await rowsWhere(t.deps.db, outbox, { userId: user.id });
    expect(entry).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(entry?.lastError).toContain('simulated outage');
    expect(await (await outage(false)).json()).toEqual({ outage: false });
    await deliverPending(t.deps, new Date(Date.now() + 2 * 60_000));
    expect((await mailbox(t, user.email)).map((m) => m.template)).toEqual(['passwordChanged']);
  });

  it('is never served in production', async () => {
    const env = testEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', ALLOW_LOCAL_UPLOADS: 'true', TOTP_ENCRYPTION_KEY: 't'.repeat(40), BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_test_123', SITE_DIST_DIR: '/nonexistent' });
    const logger = createLogger('silent', new LogSink());
    const server = await createServer(createServices(t.testDb, env, { logger }));
    const res = await server.request('/dev/mailbox');
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain('Mailbox');
    expect((await server.request('/dev/mailbox/messages')).status).not.toBe(200);
  });
});
