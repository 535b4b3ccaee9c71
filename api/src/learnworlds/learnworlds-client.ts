// The LearnWorlds API client: an OAuth2 client-credentials token from <api>/oauth2/access_token, then
// GET <api>/v2/users/{id or e-mail} and GET <api>/v2/users/{id}/courses/{course}/progress with the
// Bearer token and the Lw-Client header, through plain fetch. The token is kept until shortly before it
// expires (in this client, not in module state).
import type { LmsUnit } from '@valik/domain';
import { LmsRequestFailed, type LearnWorlds, type LmsUser } from './learnworlds-port.ts';
import { systemClock } from '../lib/clock.ts';

export interface LearnWorldsClientConfig {
  /** https://<school>/admin/api, or the stand-in's /dev/learnworlds/admin/api */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  tokenData?: { access_token?: string; expires_in?: number };
}

/** The part of LearnWorlds' course progress answer the sync reads. */
interface ProgressAnswer {
  progress_per_section_unit?: { units?: { unit_type?: string; unit_status?: string }[] }[];
}

export function createLearnWorldsClient(config: LearnWorldsClientConfig): LearnWorlds {
  const api = config.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > systemClock().getTime()) return token.value;
    const res = await fetch(`${api}/oauth2/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }),
    });
    const body = (await res.json().catch(() => ({}))) as TokenAnswer;
    const value = body.tokenData?.access_token;
    if (!res.ok || !value) throw new LmsRequestFailed(`LearnWorlds refused the client credentials (HTTP ${res.status})`, res.status);
    // renew a minute early
    token = { value, until: systemClock().getTime() + Math.max(0, (body.tokenData?.expires_in ?? 3600) - 60) * 1000 };
    return value;
  }

  async function get<T>(path: string): Promise<T | null> {
    const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${await accessToken()}`, 'lw-client': config.clientId, accept: 'application/json' } });
    if (res.status === 404) return null;
    if (res.status === 401) token = null;
    if (!res.ok) throw new LmsRequestFailed(`LearnWorlds answered HTTP ${res.status} to GET ${path.split('?')[0]}`, res.status);
    return (await res.json()) as T;
  }

  return {
    async findUser(idOrEmail) {
      const user = await get<{ id?: string; email?: string }>(`/v2/users/${encodeURIComponent(idOrEmail)}`);
      return user?.id ? ({ id: String(user.id), email: String(user.email ?? '') } satisfies LmsUser) : null;
    },
    async courseUnits(userId, courseId) {
      const progress = await get<ProgressAnswer>(`/v2/users/${encodeURIComponent(userId)}/courses/${encodeURIComponent(courseId)}/progress`);
      if (!progress) return null;
      return (progress.progress_per_section_unit ?? []).flatMap((section) =>
        (section.units ?? []).map((u): LmsUnit => ({ type: String(u.unit_type ?? ''), completed: u.unit_status === 'completed' })),
      );
    },
  };
}
