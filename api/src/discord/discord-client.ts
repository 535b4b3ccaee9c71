// The Discord client: OAuth2 (authorization code + PKCE) through arctic's OAuth2Client, the bot's REST calls
// through @discordjs/rest with discord-api-types' routes, and interaction signatures with @noble/ed25519.
// Every address derives from one base URL (Discord's, or the stand-in's), so the code tested against the
// stand-in is the code production runs.
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { DiscordAPIError, REST } from '@discordjs/rest';
import {
  ChannelType,
  OverwriteType,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  Routes,
  type APIChannel,
  type APIInteraction,
  type APIInvite,
  type APIMessage,
  type APIRole,
  type APIUser,
} from 'discord-api-types/v10';
import * as ed from '@noble/ed25519';
import { INTERACTION_MAX_AGE_SECONDS, InteractionRejected, type CohortSpace, type Discord, type DiscordAccount } from './discord-port.ts';

export interface DiscordClientConfig {
  /** https://discord.com, or the stand-in's /dev/discord */
  baseUrl: string;
  /** where invite codes open: https://discord.gg */
  inviteBaseUrl: string;
  /** the application's id, also its OAuth2 client id */
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** the application's Ed25519 public key, hex */
  publicKey: string;
  guildId: string;
  /** our OAuth2 callback (the portal's /user/track/discord) */
  redirectUri: string;
}

/** identify: who they are; guilds.join: the bot may add them to the school's server. */
export const DISCORD_SCOPES = ['identify', 'guilds.join'];

// What a cohort role may do in its channel.
const MEMBER_ALLOW = PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.ReadMessageHistory;

function isDiscordError(error: unknown, ...codes: number[]): boolean {
  return error instanceof DiscordAPIError && codes.includes(Number(error.code));
}

/** A channel name Discord accepts: lower case, dashes, at most 100 characters. */
export function channelNameOf(name: string): string {
  // Discord keeps letters of any script (Estonian, Russian) in channel names
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return (slug || 'cohort').slice(0, 100);
}

export function createDiscordClient(config: DiscordClientConfig): Discord {
  const base = config.baseUrl.replace(/\/$/, '');
  const oauth = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  const rest = new REST({ version: '10', api: `${base}/api` }).setToken(config.botToken);
  const publicKey = ed.etc.hexToBytes(config.publicKey);
  const guild = config.guildId;

  async function channelExists(channelId: string): Promise<boolean> {
    try {
      (await rest.get(Routes.channel(channelId))) as APIChannel;
      return true;
    } catch (error) {
      if (isDiscordError(error, RESTJSONErrorCodes.UnknownChannel)) return false;
      throw error;
    }
  }

  async function roleExists(roleId: string): Promise<boolean> {
    const roles = (await rest.get(Routes.guildRoles(guild))) as APIRole[];
    return roles.some((r) => r.id === roleId);
  }

  return {
    authorizationUrl(state, codeVerifier) {
      return oauth.createAuthorizationURLWithPKCE(`${base}/oauth2/authorize`, state, CodeChallengeMethod.S256, codeVerifier, DISCORD_SCOPES);
    },

    async connectAccount(code, codeVerifier): Promise<DiscordAccount> {
      const tokens = await oauth.validateAuthorizationCode(`${base}/api/oauth2/token`, code, codeVerifier);
      const accessToken = tokens.accessToken();
      const user = (await rest.get(Routes.user('@me'), { auth: false, headers: { Authorization: `Bearer ${accessToken}` } })) as APIUser;
      // in the school's server at once, so the cohort roles can be granted (201 added, 204 already there)
      await rest.put(Routes.guildMember(guild, user.id), { body: { access_token: accessToken } });
      return { id: user.id, name: user.global_name ?? user.username };
    },

    async ensureCohortSpace(input): Promise<CohortSpace> {
      const roleId =
        input.roleId && (await roleExists(input.roleId))
          ? input.roleId
          : ((await rest.post(Routes.guildRoles(guild), { body: { name: input.name.slice(0, 100), permissions: '0', mentionable: false, hoist: false } })) as APIRole).id;
      let channelId = input.channelId && (await channelExists(input.channelId)) ? input.channelId : null;
      if (channelId) {
        // the admin's (or our earlier) channel: private to the cohort's role
        await rest.put(Routes.channelPermission(channelId, guild), { body: { type: OverwriteType.Role, allow: '0', deny: String(PermissionFlagsBits.ViewChannel) } });
        await rest.put(Routes.channelPermission(channelId, roleId), { body: { type: OverwriteType.Role, allow: String(MEMBER_ALLOW), deny: '0' } });
      } else {
        const channel = (await rest.post(Routes.guildChannels(guild), {
          body: {
            name: channelNameOf(input.name),
            type: ChannelType.GuildText,
            permission_overwrites: [
              { id: guild, type: OverwriteType.Role, allow: '0', deny: String(PermissionFlagsBits.ViewChannel) },
              { id: roleId, type: OverwriteType.Role, allow: String(MEMBER_ALLOW), deny: '0' },
            ],
          },
        })) as APIChannel;
        channelId = channel.id;
      }
      const keepInvite = input.inviteUrl !== null && channelId === input.channelId;
      const inviteUrl = keepInvite
        ? (input.inviteUrl as string)
        : `${config.inviteBaseUrl.replace(/\/$/, '')}/${((await rest.post(Routes.channelInvites(channelId), { body: { max_age: 0, max_uses: 0, unique: false } })) as APIInvite).code}`;
      return { channelId, roleId, inviteUrl };
    },

    async grantRole(discordUserId, roleId) {
      await rest.put(Routes.guildMemberRole(guild, discordUserId, roleId));
    },

    async removeRole(discordUserId, roleId) {
      try {
        await rest.delete(Routes.guildMemberRole(guild, discordUserId, roleId));
      } catch (error) {
        if (!isDiscordError(error, RESTJSONErrorCodes.UnknownMember, RESTJSONErrorCodes.UnknownRole, RESTJSONErrorCodes.UnknownUser)) throw error;
      }
    },

    async postMessage(channelId, content, nonce) {
      const message = (await rest.post(Routes.channelMessages(channelId), { body: { content, nonce: nonce.slice(0, 25), enforce_nonce: true, allowed_mentions: { parse: [] } } })) as APIMessage;
      return { id: message.id };
    },

    async registerCommands(commands) {
      await rest.put(Routes.applicationGuildCommands(config.clientId, guild), { body: commands });
    },

    async verifyInteraction(rawBody, headers, now): Promise<APIInteraction> {
      const signature = headers.get('x-signature-ed25519') ?? '';
      const timestamp = headers.get('x-signature-timestamp') ?? '';
      if (!/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp)) throw new InteractionRejected('missing or malformed signature');
      const message = new Uint8Array([...new TextEncoder().encode(timestamp), ...rawBody]);
      const valid = await ed.verifyAsync(ed.etc.hexToBytes(signature), message, publicKey).catch(() => false);
      if (!valid) throw new InteractionRejected('bad signature');
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > INTERACTION_MAX_AGE_SECONDS) throw new InteractionRejected('signature too old');
      try {
        return JSON.parse(new TextDecoder().decode(rawBody)) as APIInteraction;
      } catch {
        throw new InteractionRejected('body is not JSON');
      }
    },
  };
}
