// The local payment simulator's pages (the stand-ins of Stripe's checkout and Montonio's bank link a person
// clicks through in development and tests) speak the reader's language (issue 17): their saved choice when
// signed in, else the cookie; English beside it for the developer, English alone for an English reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCohortWithCourse } from '@valik/db/queries';
import { makeCohort } from '@valik/db/testing';
import { api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function studentSpeaking(language: 'et' | 'en' | 'ru') {
  const account = await makeAccount(t, 'STUDENT', { language });
  return { account, cookie: await signIn(t, account.email) };
}

async function checkoutPage(cookie: string, method: 'card' | 'bank_link') {
  const cohort = await makeCohort(t.deps.db, { name: 'Весна 2027' });
  const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/checkouts`, jsonPost({ method }, { cookie }));
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { url: string } };
  const path = new URL(data.url).pathname;
  return { path, cohort: await getCohortWithCourse(t.deps.db, { cohortId: cohort.id }) };
}

describe('the payment simulator in the reader’s language', () => {
  it('shows a Russian student the card checkout in Russian, with the English beside it', async () => {
    const { cookie } = await studentSpeaking('ru');
    const { path, cohort } = await checkoutPage(cookie, 'card');
    const html = await (await t.app.request(path, { headers: { cookie } })).text();
    expect(html).toContain('<html lang="ru">');
    const text = visible(html);
    expect(text).toContain('Симулятор платежей · Payment simulator');
    expect(text).toContain('Режим разработки: деньги не переводятся.');
    expect(text).toContain('Сервис · Service Stripe (карта)');
    expect(text).toContain(`Курс · Course ${cohort?.courseName} · Весна 2027`);
    expect(text).toMatch(/Сумма · Amount 99,00\s€/);
    expect(text).toContain('Статус · Status открыт');
    for (const button of ['Оплатить · Pay', 'Оплатить, банк подтвердит позже · Pay, bank confirms later', 'Платёж не проходит · Fail', 'Отказаться · Abandon']) {
      expect(text).toContain(button);
    }
    expect(text).not.toMatch(/Maksa|Teenus|Arendusrežiim/);
  });

  it('shows the bank link in Russian to a visitor whose cookie says Russian, and after paying the late-payment and refund buttons', async () => {
    const { cookie } = await studentSpeaking('et');
    const { path } = await checkoutPage(cookie, 'bank_link');
    const asRussian = { headers: { cookie: 'valik_lang=ru' } };
    expect(visible(await (await t.app.request(path, asRussian)).text())).toContain('Montonio (интернет-банк)');
    expect((await t.app.request(`${path}/pay`, { method: 'POST' })).status).toBe(303);
    const paid = visible(await (await t.app.request(path, asRussian)).text());
    expect(paid).toContain('Статус · Status Оплачен');
    expect(paid).toContain('Этот платёж уже завершён. · This payment is finished.');
    expect(paid).toContain('Отправить запоздалый платёж · Send a late payment');
    expect(paid).toContain('Вернуть деньги из панели платёжного сервиса · Refund from the provider’s dashboard');
  });

  it('keeps Estonian with the English beside it, and gives an English reader English alone', async () => {
    const estonian = await studentSpeaking('et');
    const et = visible(await (await t.app.request((await checkoutPage(estonian.cookie, 'card')).path, { headers: { cookie: estonian.cookie } })).text());
    expect(et).toContain('Makse simulaator · Payment simulator');
    expect(et).toContain('Maksa · Pay');
    expect(et).toContain('Olek · Status avatud');
    const english = await studentSpeaking('en');
    const en = await (await t.app.request((await checkoutPage(english.cookie, 'card')).path, { headers: { cookie: english.cookie } })).text();
    expect(en).toContain('<html lang="en">');
    expect(visible(en)).toContain('Status Open');
    expect(en).toContain('>Pay</button>');
    // no Estonian label beside the English one (the group's name "Course · group" has a dot of its own, issue 30)
    expect(visible(en)).not.toMatch(/Maksa|Makse|Olek · |Kursus · |Teenus · /);
  });

  it('shows a Russian student the pass purchase and the end of its period in Russian', async () => {
    const { cookie } = await studentSpeaking('ru');
    const res = await api(t, { cookie }).passes.checkouts.$post({ json: { type: 'SINGLE_PASS' } });
    expect(res.status).toBe(201);
    const path = new URL((await res.json()).data.url).pathname;
    const purchase = await t.app.request(path, { headers: { cookie } });
    expect(purchase.status).toBe(200);
    const text = visible(await purchase.text());
    expect(text).toContain('Абонемент · Pass Абонемент на один курс');
    expect(text).toContain('Stripe (подписка)');
    expect(text).toMatch(/Сумма · Amount [\d,]+\s€ \/ 7 дней/);
    expect(text).toContain('Оплатить · Pay');
    expect((await t.app.request(`${path}/pay`, { method: 'POST' })).status).toBe(303);

    const mine = visible(await (await t.app.request('/dev/payments/stripe-pass/my-pass', { headers: { cookie } })).text());
    expect(mine).toContain('Режим разработки: здесь оплаченный период абонемента заканчивается сразу.');
    expect(mine).toContain('Заканчивается · Ends продлевается');
    expect(mine).toContain('сначала отмените его на странице «План оплаты»');
    expect(mine).toContain('Назад к плану оплаты · Back to the payment plan');
  });
});
