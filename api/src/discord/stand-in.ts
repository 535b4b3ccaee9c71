// The local Discord stand-in (/dev/discord, never in production): it speaks the parts of Discord's
// protocols the school uses, so our real client (discord-client.ts) runs against it unchanged —
// OAuth2 authorization with PKCE (a consent page), the token endpoint, /users/@me, the bot's REST calls
// (server members, roles, channels, permission overwrites, invites, slash commands), and interactions it
// signs with the application's Ed25519 key and posts to our endpoint like Discord does. Its server (users,
// members, roles, channels with their messages, invites, commands) is kept in `memory` after every change
// and read back on the first request, so a restarted server still has the channels and invite links its
// cohorts point at, as Discord would (issue 30); sign-in codes and the page's recent exchanges are not kept.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as ed from '@noble/ed25519';
import { InteractionResponseType, InteractionType, Locale, type APIInteractionResponse } from 'discord-api-types/v10';
import type { AppEnv } from '../lib/context.ts';
import type { DiscordStandInAccount } from './discord-port.ts';
import { standInPage, tallinnTime as devTime, escapeHtml } from '../lib/dev-page.ts';
import { systemClock } from '../lib/clock.ts';


export interface DiscordStandInOptions {
  account: DiscordStandInAccount;
  /** where Discord would post interactions: our POST /api/v1/webhooks/discord */
  interactionsUrl: string;
  /** the chat the bot stored (chat_messages), shown on the page */
  storedChat: () => Promise<{ discordUserId: string; userInput: string; botReply: string | null; createdAt: Date }[]>;
  /** where the server's state is kept across restarts (the app's database); none: only in this process */
  memory?: StandInMemory;
}

export interface StandInMemory {
  load(): Promise<unknown>;
  save(state: unknown): Promise<void>;
}

/** The server as it is kept: plain JSON (maps as entry lists, times as ISO text). */
interface KeptServer {
  nextId: string;
  users: { id: string; username: string; global_name: string | null }[];
  tokens: [string, { userId: string; scope: string }][];
  members: [string, string[]][];
  roles: { id: string; name: string }[];
  channels: { id: string; name: string; overwrites: [string, Overwrite][]; messages: { id: string; content: string; nonce: string | null; at: string }[] }[];
  invites: [string, string][];
  commands: Command[];
}

function isKeptServer(value: unknown): value is KeptServer {
  const v = value as Partial<KeptServer> | null;
  return typeof v === 'object' && v !== null && typeof v.nextId === 'string' && [v.users, v.tokens, v.members, v.roles, v.channels, v.invites, v.commands].every(Array.isArray);
}

/** A new application account for the stand-in: random secrets and a fresh Ed25519 key, per process. */
export function createDiscordStandInAccount(): DiscordStandInAccount {
  // RFC 8032 keys: the private JWK's `d` is the 32-byte seed noble signs with, `x` the public key
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return {
    clientId: '1100000000000000001',
    clientSecret: randomBytes(16).toString('hex'),
    botToken: `standin.${randomBytes(24).toString('base64url')}`,
    guildId: '1100000000000000002',
    privateKey: new Uint8Array(Buffer.from(jwk.d ?? '', 'base64url')),
    publicKey: Buffer.from(jwk.x ?? '', 'base64url').toString('hex'),
  };
}

interface Overwrite {
  type: number;
  allow: string;
  deny: string;
}
interface Channel {
  id: string;
  name: string;
  overwrites: Map<string, Overwrite>;
  /** what the bot posted (issue 29: class reminders), oldest first */
  messages: { id: string; content: string; nonce: string | null; at: Date }[];
}
interface Exchange {
  at: Date;
  userId: string;
  input: string;
  status: number;
  reply: string;
}

interface Command {
  id: string;
  name: string;
  description: string;
  description_localizations: Record<string, string> | null;
}

const VIEW_CHANNEL = 1n << 10n;
/** how long Discord remembers a message's nonce for enforce_nonce ("the past few minutes") */
const NONCE_WINDOW_MS = 5 * 60_000;
/** The locales Discord accepts in a localization map (it has no Estonian); any other key is refused. */
const DISCORD_LOCALES = new Set<string>(Object.values(Locale));
const validDescription = (text: unknown) => typeof text === 'string' && text.length >= 1 && text.length <= 100;

/** Discord's checks of a command's description and its localizations: what it answers 50035 to. */
function commandProblem(cmd: { description?: unknown; description_localizations?: unknown }): string | null {
  if (!validDescription(cmd.description)) return 'description: must be 1 to 100 characters';
  const localized = cmd.description_localizations ?? null;
  if (localized === null) return null;
  if (typeof localized !== 'object') return 'description_localizations: must be an object';
  for (const [locale, text] of Object.entries(localized)) {
    if (!DISCORD_LOCALES.has(locale)) return `description_localizations.${locale}: not a valid locale`;
    if (!validDescription(text)) return `description_localizations.${locale}: must be 1 to 100 characters`;
  }
  return null;
}

function discordError(c: Context, status: 400 | 401 | 403 | 404, message: string, code: number) {
  return c.json({ message, code }, status);
}

function sha256Base64Url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function discordStandInRoutes(options: DiscordStandInOptions) {
  const { account } = options;
  let nextId = 1100000000000001000n;
  const snowflake = () => String(nextId++);
  const users = new Map<string, { id: string; username: string; global_name: string | null }>();
  const codes = new Map<string, { userId: string; redirectUri: string; challenge: string; scope: string; expiresAt: number }>();
  const tokens = new Map<string, { userId: string; scope: string }>();
  const members = new Map<string, Set<string>>();
  const roles = new Map<string, { id: string; name: string }>([[account.guildId, { id: account.guildId, name: '@everyone' }]]);
  const channels = new Map<string, Channel>();
  const invites = new Map<string, string>();
  let commands: Command[] = [];
  const exchanges: Exchange[] = [];
  let lastSigned: { body: string; timestamp: string; signature: string } | null = null;

  const kept = (): KeptServer => ({
    nextId: String(nextId),
    users: [...users.values()],
    tokens: [...tokens.entries()],
    members: [...members.entries()].map(([id, held]) => [id, [...held]]),
    roles: [...roles.values()],
    channels: [...channels.values()].map((ch) => ({ id: ch.id, name: ch.name, overwrites: [...ch.overwrites.entries()], messages: ch.messages.map((m) => ({ ...m, at: m.at.toISOString() })) })),
    invites: [...invites.entries()],
    commands,
  });
  const restore = (state: KeptServer) => {
    nextId = BigInt(state.nextId);
    for (const u of state.users) users.set(u.id, u);
    for (const [token, grant] of state.tokens) tokens.set(token, grant);
    for (const [id, held] of state.members) members.set(id, new Set(held));
    for (const r of state.roles) roles.set(r.id, r);
    for (const ch of state.channels) channels.set(ch.id, { id: ch.id, name: ch.name, overwrites: new Map(ch.overwrites), messages: ch.messages.map((m) => ({ ...m, at: new Date(m.at) })) });
    for (const [code, channelId] of state.invites) invites.set(code, channelId);
    commands = state.commands;
  };
  // read once, before the first request is answered; saved after each request that may change it, in order
  let loaded: Promise<void> | null = null;
  let saved: Promise<void> = Promise.resolve();
  const remembered = () =>
    (loaded ??= (options.memory?.load() ?? Promise.resolve(null)).then((state) => {
      if (isKeptServer(state)) restore(state);
    }));
  const keep = () => {
    const state = kept();
    saved = saved.then(() => options.memory?.save(state));
    return saved;
  };

  const isBot = (c: Context) => c.req.header('authorization') === `Bot ${account.botToken}`;
  const userOfBearer = (c: Context) => tokens.get((c.req.header('authorization') ?? '').replace(/^Bearer /, ''));

  const canSee = (channel: Channel, userId: string): boolean => {
    const held = members.get(userId);
    if (!held) return false;
    const everyone = channel.overwrites.get(account.guildId);
    let visible = !(everyone && BigInt(everyone.deny) & VIEW_CHANNEL);
    for (const roleId of held) {
      const o = channel.overwrites.get(roleId);
      if (o && BigInt(o.allow) & VIEW_CHANNEL) visible = true;
    }
    return visible;
  };

  async function sendInteraction(userId: string, command: string, replayLast: boolean): Promise<Exchange> {
    const user = users.get(userId);
    let body: string;
    let timestamp: string;
    let signature: string;
    if (replayLast && lastSigned) {
      ({ body, timestamp, signature } = lastSigned);
    } else {
      const channel = [...channels.values()].find((ch) => canSee(ch, userId));
      body = JSON.stringify({
        id: snowflake(),
        application_id: account.clientId,
        type: InteractionType.ApplicationCommand,
        data: { id: commands.find((cmd) => cmd.name === command)?.id ?? snowflake(), name: command, type: 1 },
        guild_id: account.guildId,
        channel_id: channel?.id ?? null,
        member: {
          user: { id: userId, username: user?.username ?? 'unknown', global_name: user?.global_name ?? null, discriminator: '0', avatar: null },
          roles: [...(members.get(userId) ?? [])],
          permissions: '0',
          joined_at: systemClock().toISOString(),
          deaf: false,
          mute: false,
          flags: 0,
        },
        token: randomBytes(24).toString('base64url'),
        version: 1,
        locale: 'en-US',
        app_permissions: '0',
        entitlements: [],
      });
      timestamp = String(Math.floor(systemClock().getTime() / 1000));
      signature = ed.etc.bytesToHex(await ed.signAsync(new TextEncoder().encode(timestamp + body), account.privateKey));
      lastSigned = { body, timestamp, signature };
    }
    const res = await fetch(options.interactionsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp, 'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)' },
      body,
    });
    const text = await res.text();
    let reply = text;
    try {
      const parsed = JSON.parse(text) as APIInteractionResponse & { data?: { content?: string } };
      if (parsed.type === InteractionResponseType.ChannelMessageWithSource) reply = parsed.data?.content ?? '';
    } catch {
      // not JSON: shown as it came
    }
    const exchange: Exchange = { at: systemClock(), userId, input: `/${command}${replayLast ? ' (replayed)' : ''}`, status: res.status, reply };
    exchanges.unshift(exchange);
    exchanges.length = Math.min(exchanges.length, 30);
    return exchange;
  }

  async function overview(): Promise<string> {
    const chat = await options.storedChat();
    const nameOf = (id: string) => users.get(id)?.username ?? id;
    const channelRows = [...channels.values()]
      .map((ch) => {
        const roleNames = [...ch.overwrites.entries()].filter(([, o]) => BigInt(o.allow) & VIEW_CHANNEL).map(([id]) => roles.get(id)?.name ?? id);
        const seen = [...members.keys()].filter((u) => canSee(ch, u)).map(nameOf);
        const codesOf = [...invites.entries()].filter(([, chId]) => chId === ch.id).map(([code]) => `<a href="/dev/discord/invite/${code}">${code}</a>`);
        const posted = ch.messages.slice(-3).map((m) => `<div class="muted">${escapeHtml(devTime(m.at))}: ${escapeHtml(m.content)}</div>`).join('');
        return `<tr><td>#${escapeHtml(ch.name)}<div class="muted">${ch.id}</div>${posted}</td><td>${escapeHtml(roleNames.join(', ') || '—')}</td><td>${escapeHtml(seen.join(', ') || 'nobody yet')}</td><td>${codesOf.join(' ') || '—'}</td></tr>`;
      })
      .join('');
    const memberRows = [...members.entries()]
      .map(([id, held]) => `<tr><td>${escapeHtml(nameOf(id))}<div class="muted">${id}</div></td><td>${escapeHtml([...held].map((r) => roles.get(r)?.name ?? r).join(', ') || '—')}</td></tr>`)
      .join('');
    const userOptions = [...users.values()].map((u) => `<option value="${u.id}">${escapeHtml(u.username)}</option>`).join('');
    const commandOptions = commands.map((cmd) => `<option value="${escapeHtml(cmd.name)}">/${escapeHtml(cmd.name)} — ${escapeHtml(cmd.description)}${cmd.description_localizations?.ru ? ` · ${escapeHtml(cmd.description_localizations.ru)}` : ''}</option>`).join('');
    const exchangeRows = exchanges
      .map((e) => `<tr><td class="muted">${escapeHtml(devTime(e.at))}</td><td>${escapeHtml(nameOf(e.userId))}</td><td><code>${escapeHtml(e.input)}</code></td><td class="${e.status === 200 ? 'ok' : 'bad'}">${e.status}</td><td>${escapeHtml(e.reply)}</td></tr>`)
      .join('');
    const chatRows = chat
      .map((m) => `<tr><td class="muted">${escapeHtml(devTime(m.createdAt))}</td><td>${escapeHtml(nameOf(m.discordUserId))}</td><td><code>${escapeHtml(m.userInput)}</code></td><td>${escapeHtml(m.botReply ?? '')}</td></tr>`)
      .join('');
    return standInPage(
      'Discord',
      'Discord',
      `<h1>Discord: the school's server</h1>
<p class="muted">Connect an account from the Valik profile (“Connect Discord”): the consent page here plays Discord's. The bot makes a private channel and role per cohort when its registration opens and gives the role to registered students who connected.</p>
<h2>Channels</h2>${channelRows ? `<table><thead><tr><th>Channel</th><th>Roles that see it</th><th>Members who see it</th><th>Invites</th></tr></thead><tbody>${channelRows}</tbody></table>` : '<p>No channels yet.</p>'}
<h2>Members</h2>${memberRows ? `<table><thead><tr><th>Member</th><th>Roles</th></tr></thead><tbody>${memberRows}</tbody></table>` : '<p>Nobody has joined the server yet.</p>'}
<h2>Use a slash command</h2>
${users.size && commands.length ? `<form class="row" method="post" action="/dev/discord/interactions"><label>As <select name="user">${userOptions}</select></label><label>Command <select name="command">${commandOptions}</select></label><button class="primary">Send signed interaction</button><button name="replay" value="1">Send the last one again (replay)</button></form>` : '<p>Connect an account first; the bot registers its commands when the server starts.</p>'}
${exchangeRows ? `<table><thead><tr><th>Sent</th><th>As</th><th>Input</th><th>HTTP</th><th>Bot reply</th></tr></thead><tbody>${exchangeRows}</tbody></table>` : ''}
<h2>Stored chat (chat_messages)</h2>${chatRows ? `<table><thead><tr><th>When</th><th>Discord user</th><th>User input</th><th>Bot reply</th></tr></thead><tbody>${chatRows}</tbody></table>` : '<p>Nothing stored yet.</p>'}`,
    );
  }

  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await remembered();
        await next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await keep();
        c.header('cache-control', 'no-store');
      })
      .get('/', async (c) => c.html(await overview()))
      // ---- OAuth2: Discord's consent page, then the token endpoint ----
      .get('/oauth2/authorize', (c) => {
        const q = c.req.query();
        const problem =
          q.client_id !== account.clientId
            ? 'Unknown application (client_id)'
            : q.response_type !== 'code'
              ? 'response_type must be code'
              : !q.redirect_uri
                ? 'redirect_uri is missing'
                : q.code_challenge_method !== 'S256' || !q.code_challenge
                  ? 'a PKCE S256 code_challenge is required'
                  : !q.state
                    ? 'state is missing'
                    : null;
        if (problem) return c.html(standInPage('Discord', 'Authorization error', `<h1>Invalid OAuth2 request</h1><p class="bad">${escapeHtml(problem)}</p>`), 400);
        const hidden = ['redirect_uri', 'state', 'code_challenge', 'scope'].map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k] ?? '')}">`).join('');
        return c.html(
          standInPage(
            'Discord',
            'Authorize',
            `<div class="card"><h1>An external application wants to access your Discord account</h1>
<p><strong>Valik</strong> asks to: <em>${escapeHtml((q.scope ?? '').split(' ').join(', '))}</em> (know who you are, join the school's server for you).</p>
<form class="row" method="post" action="/dev/discord/oauth2/authorize">${hidden}
<label>Discord username <input name="username" required pattern="[a-z0-9_.]{2,32}" title="2–32 lower-case letters, digits, _ or ." autocomplete="off"></label>
<label>Display name <input name="global_name" autocomplete="off"></label>
<button class="primary" name="decision" value="authorize">Authorize</button><button name="decision" value="cancel" formnovalidate>Cancel</button></form></div>`,
          ),
        );
      })
      .post('/oauth2/authorize', async (c) => {
        const form = await c.req.parseBody();
        // Discord refuses an authorization without a redirect address it can read
        const redirect = URL.parse(String(form.redirect_uri ?? ''));
        if (!redirect) return c.html(standInPage('Discord', 'Authorize', '<p class="bad">Invalid OAuth2 redirect_uri</p>'), 400);
        redirect.searchParams.set('state', String(form.state ?? ''));
        if (form.decision !== 'authorize') {
          redirect.searchParams.set('error', 'access_denied');
          redirect.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
          return c.redirect(redirect.toString(), 302);
        }
        const username = String(form.username ?? '').trim().toLowerCase();
        if (!/^[a-z0-9_.]{2,32}$/.test(username)) return c.html(standInPage('Discord', 'Authorize', '<p class="bad">A username is 2–32 lower-case letters, digits, _ or .</p>'), 400);
        let user = [...users.values()].find((u) => u.username === username);
        if (!user) {
          user = { id: snowflake(), username, global_name: String(form.global_name ?? '').trim() || null };
          users.set(user.id, user);
        }
        const code = randomBytes(15).toString('base64url');
        codes.set(code, { userId: user.id, redirectUri: String(form.redirect_uri), challenge: String(form.code_challenge), scope: String(form.scope ?? ''), expiresAt: systemClock().getTime() + 10 * 60_000 });
        redirect.searchParams.set('code', code);
        return c.redirect(redirect.toString(), 302);
      })
      .post('/api/oauth2/token', async (c) => {
        const form = await c.req.parseBody();
        const basic = Buffer.from((c.req.header('authorization') ?? '').replace(/^Basic /, ''), 'base64').toString();
        const [clientId, clientSecret] = basic.includes(':') ? basic.split(':').map(decodeURIComponent) : [String(form.client_id ?? ''), String(form.client_secret ?? '')];
        if (clientId !== account.clientId || clientSecret !== account.clientSecret) return c.json({ error: 'invalid_client' }, 401);
        const grant = codes.get(String(form.code ?? ''));
        codes.delete(String(form.code ?? ''));
        if (form.grant_type !== 'authorization_code' || !grant || grant.expiresAt < systemClock().getTime() || grant.redirectUri !== form.redirect_uri) {
          return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400);
        }
        if (sha256Base64Url(String(form.code_verifier ?? '')) !== grant.challenge) return c.json({ error: 'invalid_grant', error_description: 'Invalid "code_verifier"' }, 400);
        const accessToken = randomBytes(20).toString('base64url');
        tokens.set(accessToken, { userId: grant.userId, scope: grant.scope });
        return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 604800, refresh_token: randomBytes(20).toString('base64url'), scope: grant.scope });
      })
      // @discordjs/rest sends `@me` percent-encoded
      .get('/api/v10/users/:id', (c) => {
        if (c.req.param('id') !== '@me') return discordError(c, 404, 'Unknown User', 10013);
        const token = userOfBearer(c);
        const user = token ? users.get(token.userId) : undefined;
        if (!user) return discordError(c, 401, '401: Unauthorized', 0);
        return c.json({ ...user, discriminator: '0', avatar: null });
      })
      // ---- the bot's REST API ----
      .use('/api/v10/guilds/*', async (c, next) => (isBot(c) ? next() : discordError(c, 401, '401: Unauthorized', 0)))
      .use('/api/v10/channels/*', async (c, next) => (isBot(c) ? next() : discordError(c, 401, '401: Unauthorized', 0)))
      .use('/api/v10/applications/*', async (c, next) => (isBot(c) ? next() : discordError(c, 401, '401: Unauthorized', 0)))
      .put('/api/v10/guilds/:guild/members/:user', async (c) => {
        if (c.req.param('guild') !== account.guildId) return discordError(c, 404, 'Unknown Guild', 10004);
        const { access_token: accessToken } = await c.req.json<{ access_token?: string }>();
        const token = tokens.get(accessToken ?? '');
        if (!token || token.userId !== c.req.param('user') || !token.scope.split(' ').includes('guilds.join')) return discordError(c, 403, 'Missing Access', 50001);
        if (members.has(token.userId)) return c.body(null, 204);
        members.set(token.userId, new Set());
        return c.json({ user: users.get(token.userId), roles: [], joined_at: systemClock().toISOString() }, 201);
      })
      .get('/api/v10/guilds/:guild/members/:user', (c) => {
        const held = members.get(c.req.param('user'));
        if (!held) return discordError(c, 404, 'Unknown Member', 10007);
        return c.json({ user: users.get(c.req.param('user')), roles: [...held], joined_at: systemClock().toISOString() });
      })
      .get('/api/v10/guilds/:guild/roles', (c) => c.json([...roles.values()].map((r) => ({ ...r, permissions: '0', position: 0, color: 0, hoist: false, managed: false, mentionable: false }))))
      .post('/api/v10/guilds/:guild/roles', async (c) => {
        const body = await c.req.json<{ name?: string }>();
        const role = { id: snowflake(), name: body.name ?? 'new role' };
        roles.set(role.id, role);
        return c.json({ ...role, permissions: '0', position: 1, color: 0, hoist: false, managed: false, mentionable: false });
      })
      .post('/api/v10/guilds/:guild/channels', async (c) => {
        const body = await c.req.json<{ name: string; permission_overwrites?: ({ id: string } & Overwrite)[] }>();
        if (!/^[\p{Ll}\p{Lo}\p{N}_-]{1,100}$/u.test(body.name ?? '')) return c.json({ message: 'Invalid Form Body', code: 50035 }, 400);
        const channel: Channel = { id: snowflake(), name: body.name, overwrites: new Map((body.permission_overwrites ?? []).map((o) => [o.id, { type: o.type, allow: o.allow, deny: o.deny }])), messages: [] };
        channels.set(channel.id, channel);
        return c.json({ id: channel.id, type: 0, guild_id: account.guildId, name: channel.name }, 201);
      })
      .put('/api/v10/guilds/:guild/members/:user/roles/:role', (c) => {
        const held = members.get(c.req.param('user'));
        if (!held) return discordError(c, 404, 'Unknown Member', 10007);
        if (!roles.has(c.req.param('role'))) return discordError(c, 404, 'Unknown Role', 10011);
        held.add(c.req.param('role'));
        return c.body(null, 204);
      })
      .delete('/api/v10/guilds/:guild/members/:user/roles/:role', (c) => {
        const held = members.get(c.req.param('user'));
        if (!held) return discordError(c, 404, 'Unknown Member', 10007);
        held.delete(c.req.param('role'));
        return c.body(null, 204);
      })
      .get('/api/v10/channels/:channel', (c) => {
        const channel = channels.get(c.req.param('channel'));
        return channel ? c.json({ id: channel.id, type: 0, guild_id: account.guildId, name: channel.name }) : discordError(c, 404, 'Unknown Channel', 10003);
      })
      .put('/api/v10/channels/:channel/permissions/:overwrite', async (c) => {
        const channel = channels.get(c.req.param('channel'));
        if (!channel) return discordError(c, 404, 'Unknown Channel', 10003);
        channel.overwrites.set(c.req.param('overwrite'), await c.req.json<Overwrite>());
        return c.body(null, 204);
      })
      // Discord's Create Message: content of 1..2000 characters; with enforce_nonce, a nonce the bot used in
      // the last few minutes returns that message instead of posting a second one
      .post('/api/v10/channels/:channel/messages', async (c) => {
        const channel = channels.get(c.req.param('channel'));
        if (!channel) return discordError(c, 404, 'Unknown Channel', 10003);
        const body = await c.req.json<{ content?: string; nonce?: string; enforce_nonce?: boolean }>();
        const content = body.content ?? '';
        if (content.length === 0) return discordError(c, 400, 'Cannot send an empty message', 50006);
        if (content.length > 2000) return c.json({ message: 'Invalid Form Body', code: 50035 }, 400);
        const nonce = typeof body.nonce === 'string' ? body.nonce.slice(0, 25) : null;
        const recent = systemClock().getTime() - NONCE_WINDOW_MS;
        const earlier = body.enforce_nonce && nonce ? channel.messages.find((m) => m.nonce === nonce && m.at.getTime() >= recent) : undefined;
        const message = earlier ?? { id: snowflake(), content, nonce, at: systemClock() };
        if (!earlier) channel.messages.push(message);
        return c.json({ id: message.id, channel_id: channel.id, content: message.content, nonce: message.nonce, timestamp: message.at.toISOString(), type: 0 });
      })
      .get('/api/v10/channels/:channel/messages', (c) => {
        const channel = channels.get(c.req.param('channel'));
        if (!channel) return discordError(c, 404, 'Unknown Channel', 10003);
        return c.json([...channel.messages].reverse().map((m) => ({ id: m.id, channel_id: channel.id, content: m.content, nonce: m.nonce, timestamp: m.at.toISOString(), type: 0 })));
      })
      .post('/api/v10/channels/:channel/invites', (c) => {
        const channel = channels.get(c.req.param('channel'));
        if (!channel) return discordError(c, 404, 'Unknown Channel', 10003);
        const code = randomBytes(6).toString('base64url');
        invites.set(code, channel.id);
        return c.json({ code, type: 0, channel: { id: channel.id, name: channel.name, type: 0 }, guild: { id: account.guildId, name: 'Valik' }, max_age: 0, max_uses: 0 });
      })
      .put('/api/v10/applications/:app/guilds/:guild/commands', async (c) => {
        if (c.req.param('app') !== account.clientId) return discordError(c, 403, 'Missing Access', 50001);
        const body = await c.req.json<{ name: string; description: string; description_localizations?: Record<string, string> | null }[]>();
        const problem = body.map(commandProblem).find((p) => p !== null);
        if (problem) return c.json({ message: 'Invalid Form Body', code: 50035, errors: problem }, 400);
        commands = body.map((cmd) => ({ id: snowflake(), name: cmd.name, description: cmd.description, description_localizations: cmd.description_localizations ?? null }));
        return c.json(commands.map((cmd) => ({ ...cmd, application_id: account.clientId, guild_id: account.guildId, type: 1, version: '1' })));
      })
      // the registered commands; Discord includes the localization maps only when asked
      .get('/api/v10/applications/:app/guilds/:guild/commands', (c) => {
        if (c.req.param('app') !== account.clientId) return discordError(c, 403, 'Missing Access', 50001);
        const withLocalizations = c.req.query('with_localizations') === 'true';
        return c.json(
          commands.map(({ description_localizations, ...cmd }) => ({
            ...cmd,
            ...(withLocalizations ? { description_localizations } : {}),
            application_id: account.clientId,
            guild_id: account.guildId,
            type: 1,
            version: '1',
          })),
        );
      })
      // ---- what a person sees ----
      .get('/invite/:code', (c) => {
        const channel = channels.get(invites.get(c.req.param('code')) ?? '');
        if (!channel) return c.html(standInPage('Discord', 'Invite', '<h1>Invite invalid</h1><p>This invite may be expired, or you might not have permission to join.</p>'), 404);
        const seers = [...members.keys()].filter((u) => canSee(channel, u)).map((u) => users.get(u)?.username ?? u);
        return c.html(
          standInPage(
            'Discord',
            'Invite',
            `<div class="card"><h1>You've been invited to join #${escapeHtml(channel.name)}</h1><p>Server: <strong>Valik</strong>. Only members with the cohort's role see this channel: ${escapeHtml(seers.join(', ') || 'nobody yet')}.</p><p><a href="/dev/discord">Open the server overview</a></p></div>`,
          ),
        );
      })
      .post('/interactions', async (c) => {
        const form = await c.req.parseBody();
        const userId = String(form.user ?? '');
        if (!users.has(userId)) return c.html(standInPage('Discord', 'Interaction', '<p class="bad">Pick a connected account.</p>'), 400);
        await sendInteraction(userId, String(form.command ?? ''), form.replay === '1');
        return c.redirect('/dev/discord', 303);
      })
  );
}
