// The bot's slash commands (issue 14 item 3): what a student can ask in Discord. Registered in the school's
// server when the jobs start; answered by answer-interaction.ts.
import { ApplicationCommandType, Locale, type RESTPutAPIApplicationGuildCommandsJSONBody } from 'discord-api-types/v10';
import { translate } from '@valik/domain/i18n';

export const BOT_COMMANDS = {
  nextClass: 'next-class',
  progress: 'progress',
  diploma: 'diploma',
} as const;
export type BotCommand = (typeof BOT_COMMANDS)[keyof typeof BOT_COMMANDS];

/**
 * A command's description: Discord shows the one of the reader's client language when it has it, else
 * the default. Discord has no Estonian locale, so the default says it in Estonian and English; English
 * and Russian clients get their own (issue 17).
 */
function described(description: string) {
  return {
    description: `${translate('et', description)} · ${description}`,
    description_localizations: { [Locale.EnglishUS]: description, [Locale.EnglishGB]: description, [Locale.Russian]: translate('ru', description) },
  };
}

export const BOT_COMMAND_DEFINITIONS: RESTPutAPIApplicationGuildCommandsJSONBody = [
  { name: BOT_COMMANDS.nextClass, type: ApplicationCommandType.ChatInput, ...described('My next class and its join link') },
  { name: BOT_COMMANDS.progress, type: ApplicationCommandType.ChatInput, ...described('My progress') },
  { name: BOT_COMMANDS.diploma, type: ApplicationCommandType.ChatInput, ...described('Where is my diploma?') },
];
