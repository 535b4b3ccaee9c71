// Discord, Classroom and progress-sync calls of the portal (issue 14), as TanStack Query keys and fetchers,
// through the API's typed client: the answers are the API's own types (`@valik/api/client`).
import { json, v1, type Answer } from '../../lib/http.ts';

type DiscordAnswer = Answer<typeof v1.me.discord.$get>['data'];
export type DiscordAccountDto = NonNullable<DiscordAnswer['account']>;
export type ClassroomDto = Answer<typeof v1.me.classroom.$get>['data'];
export type ClassroomCheckDto = ClassroomDto['checks'][number];
export type CohortCommunityDto = Answer<(typeof v1.cohorts)[':id{[0-9]+}']['community']['$get']>['data'];

export const communityKeys = {
  discord: ['me', 'discord'] as const,
  classroom: (cohortId?: number) => ['me', 'classroom', cohortId ?? 'all'] as const,
  cohort: (cohortId: number) => ['cohorts', cohortId, 'community'] as const,
};

export const fetchDiscord = () => json(v1.me.discord.$get()).then((r) => r.data);
export const startDiscordConnection = () => json(v1.me.discord.connect.$post()).then((r) => r.data.url);
export const finishDiscordConnection = (body: { code?: string; state: string; error?: string }) =>
  json(v1.me.discord.callback.$post({ json: body })).then((r) => r.data.account);
export const disconnectDiscord = () => json(v1.me.discord.$delete());

export const fetchClassroom = (cohortId?: number) =>
  json(v1.me.classroom.$get({ query: cohortId ? { cohort: String(cohortId) } : {} })).then((r) => r.data);
/** The Classroom address form's query (ClassroomEmailForm), which the page around it may also ask for to draw the two together. */
export const classroomQuery = (cohortId?: number) => ({ queryKey: communityKeys.classroom(cohortId), queryFn: () => fetchClassroom(cohortId) });
export const saveClassroomEmail = (email: string, cohortId?: number) =>
  json(v1.me['classroom-email'].$put({ json: { email, ...(cohortId ? { cohort_id: cohortId } : {}) } })).then((r) => r.data);

export const fetchCohortCommunity = (cohortId: number) =>
  json(v1.cohorts[':id{[0-9]+}'].community.$get({ param: { id: String(cohortId) } })).then((r) => r.data);
/** A cohort's Discord and progress panel's query, which its page also asks for to draw the two together. */
export const cohortCommunityQuery = (cohortId: number) => ({ queryKey: communityKeys.cohort(cohortId), queryFn: () => fetchCohortCommunity(cohortId) });
