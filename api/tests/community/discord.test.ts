// Discord account connection and the cohort channels (issue 14 items 1, 2): our real client (arctic for
// OAuth2 with state + PKCE, @discordjs/rest for the bot) against the Discord stand-in over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST } from '@discordjs/rest';
import { Hono } from 'hono';
import { Routes } from 'discord-api-types/v10';
import { activityLog, cohorts, integrationSyncs, users } from '@valik/db/schema';
import { listCohortsNeedingDiscordSync } from '@valik/db/queries';
import { daysFromNow, makeCohort, makeParticipant, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { CommunitySyncFailed, syncCohortDiscord } from '../../src/discord/sync-cohort-discord.ts';
import type { AppEnv } from '../../src/lib/context.ts';
import { mountStandIns } from '../../src/stand-ins.ts';
import { accountWithSession, call, cancelRegistrationRow, connectDiscord, createListeningApp, submitForm, type ListeningApp } from './support.ts';

let t: ListeningApp;
let bot: REST;
let guildId: string;

beforeAll(async () => {
  t = await createListeningApp();
  const account = t.deps.standIns.discord!;
  guildId = account.guildId;
  bot = new REST({ version: '10', api: `${t.base}/dev/discord/api` }).setToken(account.botToken);
});
afterAll(() => t.close());

const now = () => new Date();
const rolesOf = async (discordUserId: string) => ((await bot.get(Routes.guildMember(guildId, discordUserId))) as { roles: string[] }).roles;

describe('connecting a Discord account', () => {
  it('goes through Discord’s consent with state and PKCE, stores the account and logs it', async () => {
    const { user, cookie } = await accountWithSession(t);
    const { url, back, finished } = await connectDiscord(t, cookie, 'mari_discord');
    expect(url.pathname).toBe('/dev/discord/oauth2/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.base}/user/track/discord`);
    expect(back.pathname).toBe('/user/track/discord');
    expect(finished.status).toBe(200);
    expect(finished.body.data.account.name).toBe('mari_discord');
    const row = await rowWhere(t.deps.db, users, { id: user.id });
    expect(row?.discordUserId).toBe(finished.body.data.account.id);
    expect(row?.discordUsername).toBe('mari_discord');
    const logged = await rowsWhere(t.deps.db, activityLog, { userId: user.id, type: 'DISCORD_CONNECTED' });
    expect(logged).toHaveLength(1);
    // the bot added them to the school's server at once (guilds.join)
    expect(await rolesOf(row!.discordUserId!)).toEqual([]);
    const me = await call<{ data: { available: boolean; account: { name: string } } }>(t, 'GET', '/api/v1/me/discord', { cookie });
    expect(me.body.data).toMatchObject({ available: true, account: { name: 'mari_discord' } });
  });

  it('refuses a callback whose state is not the one we started with, in Estonian too', async () => {
    const { user, cookie } = await accountWithSession(t);
    const started = await call<{ data: { url: string } }>(t, 'POST', '/api/v1/me/discord/connect', { body: {}, cookie });
    const oauthCookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const res = await call<{ error: { message: string } }>(t, 'POST', '/api/v1/me/discord/callback', { body: { code: 'anything', state: 'forged-state' }, cookie: `${cookie}; ${oauthCookie}`, lang: 'et' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Discordiga autentimine ebaõnnestus');
    const row = await rowWhere(t.deps.db, users, { id: user.id });
    expect(row?.discordUserId).toBeNull();
  });

  it('says “Unable to authenticate with Discord” when the person cancels on Discord’s page', async () => {
    const { cookie } = await accountWithSession(t);
    const started = await call<{ data: { url: string } }>(t, 'POST', '/api/v1/me/discord/connect', { body: {}, cookie });
    const oauthCookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const url = new URL(started.body.data.url);
    const consent = await submitForm(t, '/dev/discord/oauth2/authorize', { redirect_uri: url.searchParams.get('redirect_uri')!, state: url.searchParams.get('state')!, code_challenge: 'x', scope: 'identify', decision: 'cancel' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await call<{ error: { message: string } }>(t, 'POST', '/api/v1/me/discord/callback', { body: { state: back.searchParams.get('state')!, error: 'access_denied' }, cookie: `${cookie}; ${oauthCookie}` });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unable to authenticate with Discord');
  });

  it('refuses a code traded without the PKCE verifier of its challenge', async () => {
    const { cookie } = await accountWithSession(t);
    const first = await call<{ data: { url: string } }>(t, 'POST', '/api/v1/me/discord/connect', { body: {}, cookie });
    const second = await call<{ data: { url: string } }>(t, 'POST', '/api/v1/me/discord/connect', { body: {}, cookie });
    const secondCookie = second.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const url = new URL(first.body.data.url);
    const consent = await submitForm(t, '/dev/discord/oauth2/authorize', { redirect_uri: url.searchParams.get('redirect_uri')!, state: url.searchParams.get('state')!, code_challenge: url.searchParams.get('code_challenge')!, scope: 'identify guilds.join', username: 'pkce_check', decision: 'authorize' });
    const back = new URL(consent.headers.get('location')!);
    // the second start's cookie has another verifier (and state): the stand-in refuses the code like Discord
    const second_state = new URL(second.body.data.url).searchParams.get('state')!;
    const res = await call(t, 'POST', '/api/v1/me/discord/callback', { body: { code: back.searchParams.get('code')!, state: second_state }, cookie: `${cookie}; ${secondCookie}` });
    expect(res.status).toBe(400);
  });

  it('refuses a Discord account another Valik account already holds', async () => {
    const first = await accountWithSession(t);
    const second = await accountWithSession(t);
    expect((await connectDiscord(t, first.cookie, 'shared_name')).finished.status).toBe(200);
    const again = await connectDiscord(t, second.cookie, 'shared_name');
    expect(again.finished.status).toBe(409);
    expect((again.finished.body as unknown as { error: { message: string } }).error.message).toBe('This Discord account is already connected to another Valik account');
  });

  it('disconnects and logs it', async () => {
    const { user, cookie } = await accountWithSession(t);
    await connectDiscord(t, cookie, 'leaving_soon');
    const res = await call(t, 'DELETE', '/api/v1/me/discord', { body: {}, cookie });
    expect(res.status).toBe(200);
    const row = await rowWhere(t.deps.db, users, { id: user.id });
    expect(row?.discordUserId).toBeNull();
    const logged = await rowsWhere(t.deps.db, activityLog, { userId: user.id, type: 'DISCORD_DISCONNECTED' });
    expect(logged).toHaveLength(1);
  });
});

describe('the cohort’s channel, role and invite', () => {
  it('makes a private channel, role and invite when registration opens, gives the role to connected registered students and takes it back on cancellation', async () => {
    const cohort = await makeCohort(t.deps.db, { status: 'DRAFT' });
    const { user, cookie } = await accountWithSession(t);
    const participant = await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    const { finished } = await connectDiscord(t, cookie, `student_${user.id}`);
    const discordId = finished.body.data.account.id;

    // a draft cohort has no channel yet
    await syncCohortDiscord(t.deps, cohort.id, now());
    expect((await rowWhere(t.deps.db, cohorts, { id: cohort.id }))?.discordChannelId).toBeNull();

    await updateWhere(t.deps.db, cohorts, { id: cohort.id }, { status: 'REGISTRATION_OPEN' });
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).toContain(cohort.id);
    const result = await syncCohortDiscord(t.deps, cohort.id, now());
    expect(result?.granted).toEqual([discordId]);
    const opened = await rowWhere(t.deps.db, cohorts, { id: cohort.id });
    expect(opened?.discordChannelId).toMatch(/^\d+$/);
    expect(opened?.discordInviteUrl).toMatch(new RegExp(`^${t.base}/dev/discord/invite/`));
    expect(await rolesOf(discordId)).toEqual([opened?.discordRoleId]);
    // the channel is private: @everyone may not see it, the cohort's role may
    const channelPage = await (await fetch(`${t.base}/dev/discord`)).text();
    expect(channelPage).toContain(`student_${user.id}`);
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).not.toContain(cohort.id);

    // the registered student's invite link leads to the channel
    const regs = await call<{ data: { id: number; cohort: { has_discord: boolean } }[] }>(t, 'GET', `/api/v1/me/registrations?cohort=${cohort.id}`, { cookie });
    expect(regs.body.data[0]?.cohort.has_discord).toBe(true);
    const join = await call(t, 'GET', `/api/v1/me/registrations/${participant.id}/join/discord`, { cookie });
    expect(join.headers.get('location')).toBe(opened?.discordInviteUrl);

    await cancelRegistrationRow(t, participant.id);
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).toContain(cohort.id);
    expect((await syncCohortDiscord(t.deps, cohort.id, now()))?.removed).toEqual([discordId]);
    expect(await rolesOf(discordId)).toEqual([]);
  });

  it('takes the role back when the cohort is over, and uses the admin’s own channel', async () => {
    const channel = (await bot.post(Routes.guildChannels(guildId), { body: { name: 'admins-channel', type: 0 } })) as { id: string };
    const cohort = await makeCohort(t.deps.db, { discordChannelId: channel.id });
    const { user, cookie } = await accountWithSession(t);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    const discordId = (await connectDiscord(t, cookie, `ending_${user.id}`)).finished.body.data.account.id;
    await syncCohortDiscord(t.deps, cohort.id, now());
    const opened = await rowWhere(t.deps.db, cohorts, { id: cohort.id });
    expect(opened?.discordChannelId).toBe(channel.id);
    expect(await rolesOf(discordId)).toHaveLength(1);

    await updateWhere(t.deps.db, cohorts, { id: cohort.id }, { startDate: daysFromNow(-60), endDate: daysFromNow(-2) });
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).toContain(cohort.id);
    expect((await syncCohortDiscord(t.deps, cohort.id, now()))?.removed).toEqual([discordId]);
    expect(await rolesOf(discordId)).toEqual([]);
  });

  it('records a role that could not be given for the teacher and admin to see, and throws so the job is retried', async () => {
    const teacher = await accountWithSession(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacher.user.id] });
    const { user } = await accountWithSession(t);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    // an account Discord's server does not know (they never joined, or left)
    await updateWhere(t.deps.db, users, { id: user.id }, { discordUserId: '999000111222333444', discordUsername: 'gone' });
    await expect(syncCohortDiscord(t.deps, cohort.id, now())).rejects.toBeInstanceOf(CommunitySyncFailed);
    const state = await rowWhere(t.deps.db, integrationSyncs, { cohortId: cohort.id, kind: 'DISCORD' });
    expect(state?.lastError).toContain('Unknown Member');
    expect(state?.failures).toBe(1);
    const seen = await call<{ data: { discord: { last_error: string; invite_url: string; members_with_role: number } } }>(t, 'GET', `/api/v1/cohorts/${cohort.id}/community`, { cookie: teacher.cookie });
    expect(seen.status).toBe(200);
    expect(seen.body.data.discord.last_error).toContain('Unknown Member');
    expect(seen.body.data.discord.invite_url).toMatch(/invite/);
    // waits for its backoff before the sweep tries it again
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).not.toContain(cohort.id);
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: new Date(Date.now() + 3 * 60_000) })).toContain(cohort.id);
  });

  it('gives the cohort’s teacher the role too, and keeps it while they teach it', async () => {
    const teacher = await accountWithSession(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db, { teacherUserIds: [teacher.user.id] });
    const discordId = (await connectDiscord(t, teacher.cookie, `teacher_${teacher.user.id}`)).finished.body.data.account.id;
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).toContain(cohort.id);
    expect((await syncCohortDiscord(t.deps, cohort.id, now()))?.granted).toEqual([discordId]);
    expect(await listCohortsNeedingDiscordSync(t.deps.db, { now: now() })).not.toContain(cohort.id);
    expect(await rolesOf(discordId)).toHaveLength(1);
  });

  it('shows another teacher’s cohort to nobody else', async () => {
    const other = await accountWithSession(t, 'TEACHER');
    const cohort = await makeCohort(t.deps.db);
    expect((await call(t, 'GET', `/api/v1/cohorts/${cohort.id}/community`, { cookie: other.cookie })).status).toBe(403);
  });
});

describe('the Discord stand-in after a restart', () => {
  it('still has the cohort’s channel, its members’ roles and its invite link, as Discord would', async () => {
    const cohort = await makeCohort(t.deps.db);
    const { user, cookie } = await accountWithSession(t);
    await makeParticipant(t.deps.db, { cohortId: cohort.id, userId: user.id });
    const discordId = (await connectDiscord(t, cookie, `kept_${user.id}`)).finished.body.data.account.id;
    await syncCohortDiscord(t.deps, cohort.id, now());
    const opened = await rowWhere(t.deps.db, cohorts, { id: cohort.id });
    const invitePath = new URL(opened!.discordInviteUrl!).pathname;

    // a new process: the same database, a stand-in made afresh (what mountStandIns does at start)
    const restarted = new Hono<AppEnv>();
    mountStandIns(restarted, t.deps);
    const asBot = { authorization: `Bot ${t.deps.standIns.discord!.botToken}` };
    const invite = await restarted.request(invitePath);
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain(`kept_${user.id}`);
    expect((await restarted.request(`/dev/discord/api/v10/channels/${opened!.discordChannelId}`, { headers: asBot })).status).toBe(200);
    const member = (await (await restarted.request(`/dev/discord/api/v10/guilds/${guildId}/members/${discordId}`, { headers: asBot })).json()) as { roles: string[] };
    expect(member.roles).toEqual([opened!.discordRoleId]);
    // and what it makes after the restart does not take an id it had already given out
    const role = (await (await restarted.request(`/dev/discord/api/v10/guilds/${guildId}/roles`, { method: 'POST', headers: { ...asBot, 'content-type': 'application/json' }, body: '{"name":"new"}' })).json()) as { id: string };
    expect([opened!.discordRoleId, opened!.discordChannelId, discordId]).not.toContain(role.id);
    expect(BigInt(role.id)).toBeGreaterThan(BigInt(opened!.discordChannelId!));
  });
});
