// The chat-community port (architecture §7, issue 14): what the use cases ask of Discord. One client speaks
// Discord's protocols (discord-client.ts: OAuth2 with arctic, REST with @discordjs/rest, Ed25519-signed
// interactions); the composition root points it at Discord, or outside production at the local stand-in
// (stand-in.ts, /dev/discord) that speaks the same protocols. No use case knows which one answers.
import type { APIInteraction, RESTPutAPIApplicationGuildCommandsJSONBody } from 'discord-api-types/v10';

export interface DiscordAccount {
  id: string;
  /** the global display name, else the username */
  name: string;
}

/** A cohort's place in the school's server: its channel, the role that may see it, an invite to it. */
export interface CohortSpace {
  channelId: string;
  roleId: string;
  inviteUrl: string;
}

export interface Discord {
  /** Discord's consent page for this person: state and a PKCE (S256) challenge of `codeVerifier` */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** trades the code for the person's account and adds them to the school's server */
  connectAccount(code: string, codeVerifier: string): Promise<DiscordAccount>;
  /**
   * The cohort's channel (the admin's `channelId` when it exists, else a new private one), its role and an
   * invite. Reuses what is given and still exists; returns what to store.
   */
  ensureCohortSpace(input: { name: string; channelId: string | null; roleId: string | null; inviteUrl: string | null }): Promise<CohortSpace>;
  grantRole(discordUserId: string, roleId: string): Promise<void>;
  /** a person who already left the server, or a role already gone, is not an error */
  removeRole(discordUserId: string, roleId: string): Promise<void>;
  /**
   * Posts the bot's message in a channel (issue 29: a class reminder). `nonce` (at most 25 characters) makes
   * a repeated post within a few minutes return the first message instead of a second one (enforce_nonce).
   */
  postMessage(channelId: string, content: string, nonce: string): Promise<{ id: string }>;
  /** the bot's slash commands in the school's server (replaces the list) */
  registerCommands(commands: RESTPutAPIApplicationGuildCommandsJSONBody): Promise<void>;
  /** checks the Ed25519 signature of timestamp + raw body and the timestamp's age; throws InteractionRejected */
  verifyInteraction(rawBody: Uint8Array, headers: Headers, now: Date): Promise<APIInteraction>;
}

/** An interaction that is unsigned, badly signed or too old: answered 401 and stored nowhere. */
export class InteractionRejected extends Error {
  override name = 'InteractionRejected';
}

/** How far an interaction's timestamp may be from our clock (seconds): older requests are replays. */
export const INTERACTION_MAX_AGE_SECONDS = 300;

/** The application account the local stand-in (/dev/discord) accepts, made per process (stand-in.ts). */
export interface DiscordStandInAccount {
  clientId: string;
  clientSecret: string;
  botToken: string;
  guildId: string;
  /** the application's Ed25519 key: the stand-in signs with it, our endpoint checks with its public half */
  privateKey: Uint8Array;
  publicKey: string;
}
