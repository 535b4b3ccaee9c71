// The chat bot (issue 14 item 3): Discord's interactions endpoint verifies the Ed25519 signature of the
// application's key, answers slash commands from the student's registrations and stores every user input
// with its bot reply; unsigned, badly signed, old or replayed requests are refused and stored nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ed from '@noble/ed25519';
import { chatMessages, cohortProgress, diplomas, queueMessages, users } from '@valik/db/schema';
import { countWhere, daysFromNow, makeCohort, makeParticipant, rowsWhere, updateWhere } from '@valik/db/testing';
import { accountWithSession, connectDiscord, createListeningApp, submitForm, type ListeningApp } from './support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
  // the bot's commands, as the jobs register them at start
  const { BOT_COMMAND_DEFINITIONS } = await import('../../src/discord/bot-commands.ts');
  await t.deps.discord!.registerCommands(BOT_COMMAND_DEFINITIONS);
});
afterAll(() => t.close());

let nextId = 1;
function commandBody(discordUserId: string, name: string) {
  return JSON.stringify({
    id: `90000000000000${nextId++}`,
    application_id: t.deps.standIns.discord!.clientId,
    type: 2,
    data: { id: '1', name, type: 1 },
    guild_id: t.deps.standIns.discord!.guildId,
    member: { user: { id: discordUserId, username: 'someone', discriminator: '0', avatar: null, global_name: null }, roles: [], permissions: '0' },
    token: 'tok',
    version: 1,
  });
}

async function signed(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = ed.etc.bytesToHex(await ed.signAsync(new TextEncoder().encode(`${timestamp}${body}`), t.deps.standIns.discord!.privateKey));
  return { 'x-signature-ed25519': signature, 'x-signature-timestamp': String(timestamp) };
}

const post = (body: string, headers: Record<string, string>) =>
  fetch(`${t.base}/api/v1/webhooks/discord`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const stored = async () => ({
  chat: await countWhere(t.deps.db, chatMessages),
  events: await countWhere(t.deps.db, queueMessages),
});

async function studentInCohort(language: 'et' | 'en' | 'ru' | null = 'en') {
  const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(-7), endDate: daysFromNow(30), onlineClassTimes: [{ day: 2, hour: 18, minute: 0 }] });
  const { user, cookie } = await accountWithSession(t, 'STUDENT', { language });
  const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id, status: 'IN_PROGRESS' });
  const discordUserId = `77${user.id}00${Date.now() % 100000}`;
  await updateWhere(t.deps.db, users, { id: user.id }, { discordUserId });
  return { cohort, user, cookie, participant, discordUserId };
}

describe('signed slash commands', () => {
  it('answers PING with PONG', async () => {
    const body = JSON.stringify({ id: '8000001', application_id: '1', type: 1, token: 't', version: 1 });
    const res = await post(body, await signed(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('answers /next-class with the class time and the join link, and stores both sides', async () => {
    const { participant, discordUserId } = await studentInCohort('en');
    const body = commandBody(discordUserId, 'next-class');
    const res = await post(body, await signed(body));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { type: number; data: { content: string; flags: number } };
    expect(answer.type).toBe(4);
    expect(answer.data.flags).toBe(64);
    expect(answer.data.content).toMatch(/^Your next class: .+, \d\d\.\d\d\.\d{4} 18:00\./);
    expect(answer.data.content).toContain(`${t.base}/api/v1/me/registrations/${participant.id}/join/video`);
    const rows = await rowsWhere(t.deps.db, chatMessages, { discordUserId });
    expect(rows).toEqual([expect.objectContaining({ userInput: '/next-class', botReply: answer.data.content })]);
  });

  it('answers /progress in the student’s language, saying where the figure came from', async () => {
    const { participant, discordUserId } = await studentInCohort(null);
    await t.deps.db.insert(cohortProgress).values({ cohortParticipantId: participant.id, studentUserId: participant.userId, cohortId: participant.cohortId, progressPercent: 40, progressSource: 'TEACHER' });
    const body = commandBody(discordUserId, 'progress');
    const answer = (await (await post(body, await signed(body))).json()) as { data: { content: string } };
    expect(answer.data.content).toMatch(/: 40% \(õpetaja sisestatud\)$/);
  });

  it('answers /diploma with where the diploma is', async () => {
    const { participant, user, discordUserId } = await studentInCohort('en');
    const schema = await import('@valik/db/schema');
    await updateWhere(t.deps.db, schema.cohortParticipants, { id: participant.id }, { status: 'COMPLETED' });
    // a diploma exists only once the cohort has ended (issue 18 item 1)
    const day = 86_400_000;
    await updateWhere(t.deps.db, schema.cohorts, { id: participant.cohortId }, { startDate: new Date(Date.now() - 60 * day), endDate: new Date(Date.now() - day) });
    await t.deps.db.insert(diplomas).values({ userId: user.id, participantId: participant.id, participantStatus: 'COMPLETED', verificationCode: `CODE${participant.id}` });
    const body = commandBody(discordUserId, 'diploma');
    const answer = (await (await post(body, await signed(body))).json()) as { data: { content: string } };
    expect(answer.data.content).toContain(`your diploma is in My courses, ${t.base}/user/my-courses`);
    expect(answer.data.content).toContain(`${t.base}/diplomas/CODE${participant.id}`);
  });

  it('answers a student who chose Russian in Russian', async () => {
    const { participant, discordUserId } = await studentInCohort('ru');
    await t.deps.db.insert(cohortProgress).values({ cohortParticipantId: participant.id, studentUserId: participant.userId, cohortId: participant.cohortId, progressPercent: 55, progressSource: 'TEACHER' });
    const progress = commandBody(discordUserId, 'progress');
    expect(((await (await post(progress, await signed(progress))).json()) as { data: { content: string } }).data.content).toMatch(/: 55% \(внесено учителем\)$/);
    const next = commandBody(discordUserId, 'next-class');
    expect(((await (await post(next, await signed(next))).json()) as { data: { content: string } }).data.content).toMatch(/^Ваше следующее занятие: .+, \d\d\.\d\d\.\d{4} 18:00\./);
  });

  it('tells a Discord account that is not connected to connect it first, in every language', async () => {
    const body = commandBody('123456789012345678', 'progress');
    const answer = (await (await post(body, await signed(body))).json()) as { data: { content: string } };
    expect(answer.data.content).toBe(`Ühenda kõigepealt oma Discordi konto Valiku profiilis: ${t.base}/user/profile\nConnect your Discord account in your Valik profile first: ${t.base}/user/profile\nСначала подключите свою учётную запись Discord в профиле Valik: ${t.base}/user/profile`);
    expect(await rowsWhere(t.deps.db, chatMessages, { discordUserId: '123456789012345678' })).toHaveLength(1);
  });
});

describe('refused requests', () => {
  it('refuses an unsigned request and stores nothing', async () => {
    const { discordUserId } = await studentInCohort();
    const before = await stored();
    const res = await post(commandBody(discordUserId, 'progress'), {});
    expect(res.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not the one signed, and a signature by another key', async () => {
    const { discordUserId } = await studentInCohort();
    const before = await stored();
    const body = commandBody(discordUserId, 'progress');
    const headers = await signed(body);
    expect((await post(body.replace('progress', 'diploma'), headers)).status).toBe(401);
    const otherKey = ed.utils.randomSecretKey();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = ed.etc.bytesToHex(await ed.signAsync(new TextEncoder().encode(timestamp + body), otherKey));
    expect((await post(body, { 'x-signature-ed25519': forged, 'x-signature-timestamp': timestamp })).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('refuses a replayed request and stores nothing more', async () => {
    const { discordUserId } = await studentInCohort();
    const body = commandBody(discordUserId, 'progress');
    const headers = await signed(body);
    expect((await post(body, headers)).status).toBe(200);
    const after = await stored();
    expect((await post(body, headers)).status).toBe(401);
    expect(await stored()).toEqual(after);
  });

  it('refuses a correctly signed request from more than five minutes ago', async () => {
    const { discordUserId } = await studentInCohort();
    const before = await stored();
    const body = commandBody(discordUserId, 'progress');
    expect((await post(body, await signed(body, Math.floor(Date.now() / 1000) - 600))).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('through the Discord stand-in', () => {
  it('a connected student’s command from the stand-in page is answered and the page shows the stored chat', async () => {
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(-3), endDate: daysFromNow(30) });
    const { user, cookie } = await accountWithSession(t, 'STUDENT', { language: 'en' });
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    const discordId = (await connectDiscord(t, cookie, `bot_user_${user.id}`)).finished.body.data.account.id;
    const sent = await submitForm(t, '/dev/discord/interactions', { user: discordId, command: 'next-class' });
    expect(sent.status).toBe(303);
    const rows = await rowsWhere(t.deps.db, chatMessages, { discordUserId: discordId });
    expect(rows).toEqual([expect.objectContaining({ userInput: '/next-class', botReply: expect.stringMatching(/^Your next class/) })]);
    // the stand-in replays the very same signed request: refused, nothing more stored
    await submitForm(t, '/dev/discord/interactions', { user: discordId, command: 'next-class', replay: '1' });
    expect(await rowsWhere(t.deps.db, chatMessages, { discordUserId: discordId })).toHaveLength(1);
    const page = await (await fetch(`${t.base}/dev/discord`)).text();
    expect(page).toContain('/next-class (replayed)');
    expect(page).toContain('>401<');
  });
});

describe('the slash commands’ descriptions (issue 17)', () => {
  const commandsUrl = () => `${t.base}/dev/discord/api/v10/applications/${t.deps.standIns.discord!.clientId}/guilds/${t.deps.standIns.discord!.guildId}/commands`;
  const asBot = () => ({ authorization: `Bot ${t.deps.standIns.discord!.botToken}`, 'content-type': 'application/json' });

  it('keeps the Estonian and English default and gives English and Russian Discord clients their own', async () => {
    const res = await fetch(`${commandsUrl()}?with_localizations=true`, { headers: asBot() });
    expect(res.status).toBe(200);
    const commands = (await res.json()) as { name: string; description: string; description_localizations: Record<string, string> | null }[];
    expect(commands.map((c) => [c.name, c.description, c.description_localizations])).toEqual([
      ['next-class', 'Järgmine tund ja liitumislink · My next class and its join link', { 'en-US': 'My next class and its join link', 'en-GB': 'My next class and its join link', ru: 'Моё следующее занятие и ссылка для подключения' }],
      ['progress', 'Minu edenemine · My progress', { 'en-US': 'My progress', 'en-GB': 'My progress', ru: 'Мой прогресс' }],
      ['diploma', 'Kus on mu tunnistus? · Where is my diploma?', { 'en-US': 'Where is my diploma?', 'en-GB': 'Where is my diploma?', ru: 'Где мой диплом?' }],
    ]);
  });

  it('is refused by the stand-in, like by Discord, with a locale Discord does not have (Estonian)', async () => {
    const body = JSON.stringify([{ name: 'progress', type: 1, description: 'Minu edenemine', description_localizations: { et: 'Minu edenemine' } }]);
    const res = await fetch(commandsUrl(), { method: 'PUT', headers: asBot(), body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    // the registered commands are untouched
    const kept = (await (await fetch(commandsUrl(), { headers: asBot() })).json()) as { name: string }[];
    expect(kept.map((c) => c.name)).toEqual(['next-class', 'progress', 'diploma']);
  });
});
