// The community and progress adapters (issue 14), chosen once from configuration for the composition root
// (services.ts): each integration's one client, pointed at the provider when it is configured, else —
// outside production, unless INTEGRATION_STAND_INS=false — at its local stand-in under /dev/…, with the
// stand-in's own account. Without either the port is null: Discord is not offered, teachers type
// progress in, and classroom membership cannot be checked.
import type { Env } from './env.ts';
import { createDiscordClient } from './discord/discord-client.ts';
import type { Discord } from './discord/discord-port.ts';
import { createDiscordStandInAccount } from './discord/stand-in.ts';
import { createLearnWorldsClient } from './learnworlds/learnworlds-client.ts';
import type { LearnWorlds } from './learnworlds/learnworlds-port.ts';
import { createLearnWorldsStandInAccount } from './learnworlds/stand-in.ts';
import type { Classroom } from './classroom/classroom-adapter.ts';
import { createGoogleClassroom, GOOGLE_TOKEN_URL, parseServiceAccountKey } from './classroom/google-classroom.ts';
import { createClassroomStandInAccount } from './classroom/stand-in.ts';
import type { StandIns } from './lib/context.ts';


export interface CommunityServices {
  discord: Discord | null;
  learnworlds: LearnWorlds | null;
  classroom: Classroom | null;
  standIns: StandIns;
}

export function createCommunityServices(env: Env): CommunityServices {
  const base = env.PUBLIC_BASE_URL;
  const standIns: StandIns = { discord: null, learnworlds: null, classroom: null };

  let discord: Discord | null = null;
  const redirectUri = `${base}/user/track/discord`;
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET && env.DISCORD_BOT_TOKEN && env.DISCORD_PUBLIC_KEY && env.DISCORD_GUILD_ID) {
    discord = createDiscordClient({
      baseUrl: env.DISCORD_API_URL ?? 'https://discord.com',
      inviteBaseUrl: env.DISCORD_INVITE_URL ?? 'https://discord.gg',
      clientId: env.DISCORD_CLIENT_ID,
      clientSecret: env.DISCORD_CLIENT_SECRET,
      botToken: env.DISCORD_BOT_TOKEN,
      publicKey: env.DISCORD_PUBLIC_KEY,
      guildId: env.DISCORD_GUILD_ID,
      redirectUri,
    });
  } else if (env.INTEGRATION_STAND_INS) {
    const account = (standIns.discord = createDiscordStandInAccount());
    const standIn = env.DISCORD_API_URL ?? `${base}/dev/discord`;
    discord = createDiscordClient({ ...account, baseUrl: standIn, inviteBaseUrl: env.DISCORD_INVITE_URL ?? `${standIn}/invite`, redirectUri });
  }

  let learnworlds: LearnWorlds | null = null;
  if (env.LEARNWORLDS_API_URL && env.LEARNWORLDS_CLIENT_ID && env.LEARNWORLDS_CLIENT_SECRET) {
    learnworlds = createLearnWorldsClient({ apiUrl: env.LEARNWORLDS_API_URL, clientId: env.LEARNWORLDS_CLIENT_ID, clientSecret: env.LEARNWORLDS_CLIENT_SECRET });
  } else if (env.INTEGRATION_STAND_INS) {
    const account = (standIns.learnworlds = createLearnWorldsStandInAccount());
    learnworlds = createLearnWorldsClient({ ...account, apiUrl: env.LEARNWORLDS_API_URL ?? `${base}/dev/learnworlds/admin/api` });
  }

  let classroom: Classroom | null = null;
  if (env.GOOGLE_CLASSROOM_CREDENTIALS && env.GOOGLE_CLASSROOM_SUBJECT) {
    classroom = createGoogleClassroom({
      credentials: parseServiceAccountKey(env.GOOGLE_CLASSROOM_CREDENTIALS),
      subject: env.GOOGLE_CLASSROOM_SUBJECT,
      rootUrl: env.GOOGLE_CLASSROOM_API_URL ?? 'https://classroom.googleapis.com/',
      tokenUrl: env.GOOGLE_TOKEN_URL ?? GOOGLE_TOKEN_URL,
    });
  } else if (env.INTEGRATION_STAND_INS) {
    const account = (standIns.classroom = createClassroomStandInAccount());
    classroom = createGoogleClassroom({
      credentials: account.key,
      subject: account.subject,
      rootUrl: env.GOOGLE_CLASSROOM_API_URL ?? `${base}/dev/classroom/`,
      tokenUrl: env.GOOGLE_TOKEN_URL ?? `${base}/dev/classroom/token`,
    });
  }
  return { discord, learnworlds, classroom, standIns };
}
