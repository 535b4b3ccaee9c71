// Mounts the local stand-ins of the integrations that run against them (deps.standIns, chosen by
// community-services.ts): /dev/discord, /dev/learnworlds, /dev/classroom. Never in production.
import type { Hono } from 'hono';
import { listChatMessages, loadStandInState, saveStandInState } from '@valik/db/queries';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { discordStandInRoutes } from './discord/stand-in.ts';
import { learnWorldsStandInRoutes } from './learnworlds/stand-in.ts';
import { classroomStandInRoutes } from './classroom/stand-in.ts';

export function mountStandIns(app: Hono<AppEnv>, deps: AppDeps): void {
  if (deps.env.isProduction) return;
  const { discord, learnworlds, classroom } = deps.standIns;
  if (discord) {
    app.route(
      '/dev/discord',
      discordStandInRoutes({
        account: discord,
        interactionsUrl: `${deps.env.PUBLIC_BASE_URL}/api/v1/webhooks/discord`,
        storedChat: () => listChatMessages(deps.db, { limit: 20 }),
        // the server outlives a restart, as Discord's does: the cohorts' channels and invites stay valid
        memory: {
          load: () => loadStandInState(deps.db, { name: 'discord' }),
          save: (state) => saveStandInState(deps.db, { name: 'discord', state }),
        },
      }),
    );
  }
  if (learnworlds) app.route('/dev/learnworlds', learnWorldsStandInRoutes(learnworlds));
  if (classroom) app.route('/dev/classroom', classroomStandInRoutes(classroom, { baseUrl: deps.env.PUBLIC_BASE_URL }));
}
