// The chat bot (issue 14 item 3): answers a verified Discord interaction. A PING gets its PONG; a slash
// command of a student gets an answer from their registrations (next class and join link, progress,
// diploma), in the student's language. The interaction id is recorded once (queue_messages), in the same
// transaction as the stored exchange (chat_messages: user_input and bot_reply with discord_user_id), so a
// replayed request is refused and stores nothing.
import { InteractionResponseType, InteractionType, MessageFlags, type APIInteraction, type APIInteractionResponse } from 'discord-api-types/v10';
import { getUserByDiscordId, insertChatMessage, listMyRegistrations, loadMyRegistrationExtras, recordProviderEvent } from '@valik/db/queries';
import { cohortDisplayName, formatDateTime as at, LANGS } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { AppDeps } from '../lib/context.ts';
import { registrationJson, type MyRegistrationJson } from '../registrations/registration-json.ts';
import { BOT_COMMANDS } from './bot-commands.ts';
import { InteractionRejected } from './discord-port.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

function replyFor(command: string, rows: MyRegistrationJson[], lang: Lang, base: string): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const live = rows.filter((r) => r.status !== 'CANCELED');
  if (command === BOT_COMMANDS.nextClass) {
    const next = live.filter((r) => r.next_class_at).sort((a, b) => (a.next_class_at ?? '').localeCompare(b.next_class_at ?? ''))[0];
    if (!next?.next_class_at) return t('You have no upcoming classes.');
    const join = next.cohort.has_video ? `${base}/api/v1/me/registrations/${next.id}/join/video` : null;
    return [
      t('Your next class: {group}, {time}.', { group: cohortDisplayName(next.course.name, next.cohort.name), time: at(next.next_class_at) }),
      join ? t('Join: {link}', { link: join }) : t('The join link is not there yet.'),
    ].join(' ');
  }
  if (command === BOT_COMMANDS.progress) {
    const going = live.filter((r) => r.phase !== 'UPCOMING');
    if (going.length === 0) return t('You have no courses in progress yet.');
    return going
      .map((r) => {
        const source =
          r.progress_source === 'LMS' && r.progress_synced_at
            ? t('from LearnWorlds, synced {time}', { time: at(r.progress_synced_at) })
            : r.progress_source === 'TEACHER'
              ? t('entered by the teacher')
              : t('nothing recorded yet');
        return `${r.course.name}: ${r.progress_percent}% (${source})`;
      })
      .join('\n');
  }
  if (command === BOT_COMMANDS.diploma) {
    const diplomas = live.filter((r) => r.diploma?.available);
    if (diplomas.length === 0) return t('You have no diploma yet: it comes when your teacher marks the course passed.');
    return diplomas
      .map((r) => {
        const code = r.diploma?.verification_code;
        return t('{course}: your diploma is in My courses, {link}', { course: r.course.name, link: `${base}/user/my-courses` }) + (code ? ` · ${t('anyone can check it at {link}', { link: `${base}/diplomas/${code}` })}` : '');
      })
      .join('\n');
  }
  return t('I do not know this command.');
}

/** The answer to a verified interaction; throws InteractionRejected for a replayed one. */
export async function answerInteraction(deps: Pick<AppDeps, 'db' | 'env' | 'clock' | 'outbox'>, interaction: APIInteraction): Promise<APIInteractionResponse> {
  const { db, env } = deps;
  const now = deps.clock();
  if (interaction.type === InteractionType.Ping) {
    if (!(await recordProviderEvent(db, { messageId: `discord:${interaction.id}`, metadata: { provider: 'DISCORD', type: 'PING' } }))) throw new InteractionRejected('replayed');
    return { type: InteractionResponseType.Pong };
  }
  if (interaction.type !== InteractionType.ApplicationCommand) throw new InteractionRejected('unsupported interaction type');
  const discordUser = interaction.member?.user ?? interaction.user;
  if (!discordUser) throw new InteractionRejected('no user');
  const command = interaction.data.name;
  const user = await getUserByDiscordId(db, { discordUserId: discordUser.id });
  const base = env.PUBLIC_BASE_URL;
  let reply: string;
  if (!user) {
    // we do not know their language: every one (et, en, ru)
    reply = LANGS.map((lang) => translate(lang, 'Connect your Discord account in your Valik profile first: {link}', { link: `${base}/user/profile` })).join('\n');
  } else {
    const rows = await listMyRegistrations(db, { userId: user.id });
    const extras = await loadMyRegistrationExtras(db, { userId: user.id });
    reply = replyFor(command, rows.map((row) => registrationJson(row, extras, now)), user.language ?? 'et', base);
  }
  const stored = await unitOfWork(deps, async (tx) => {
    if (!(await recordProviderEvent(tx, { messageId: `discord:${interaction.id}`, metadata: { provider: 'DISCORD', type: 'APPLICATION_COMMAND' } }))) return false;
    await insertChatMessage(tx, { discordUserId: discordUser.id, userInput: `/${command}`, botReply: reply });
    return true;
  });
  if (!stored) throw new InteractionRejected('replayed');
  return { type: InteractionResponseType.ChannelMessageWithSource, data: { content: reply, flags: MessageFlags.Ephemeral } };
}
