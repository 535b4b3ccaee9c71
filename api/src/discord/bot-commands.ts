// The bot's slash commands (issue 14 item 3): what a student can ask in Discord. Registered in the school's
// server when the jobs start; answered by answer-interaction.ts.
import { ApplicationCommandType, type RESTPutAPIApplicationGuildCommandsJSONBody } from 'discord-api-types/v10';

export const BOT_COMMANDS = {
  nextClass: 'next-class',
  progress: 'progress',
  diploma: 'diploma',
} as const;
export type BotCommand = (typeof BOT_COMMANDS)[keyof typeof BOT_COMMANDS];

// Discord has no Estonian locale: each description says it in both languages.
export const BOT_COMMAND_DEFINITIONS: RESTPutAPIApplicationGuildCommandsJSONBody = [
  { name: BOT_COMMANDS.nextClass, type: ApplicationCommandType.ChatInput, description: 'Järgmine tund ja liitumislink · My next class and its join link' },
  { name: BOT_COMMANDS.progress, type: ApplicationCommandType.ChatInput, description: 'Minu edenemine · My progress' },
  { name: BOT_COMMANDS.diploma, type: ApplicationCommandType.ChatInput, description: 'Kus on mu tunnistus? · Where is my diploma?' },
];
