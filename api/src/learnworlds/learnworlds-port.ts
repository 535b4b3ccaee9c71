// The learning-platform port (architecture §7, issue 14): what the progress sync asks of LearnWorlds. One
// client speaks its API (learnworlds-client.ts: OAuth2 client credentials, then /v2 calls); the composition
// root points it at the school's LearnWorlds, or outside production at the local stand-in (stand-in.ts).
import type { LmsUnit } from '@valik/domain';

export interface LmsUser {
  id: string;
  email: string;
}

export interface LearnWorlds {
  /** a user by LearnWorlds id or e-mail (the API takes either); null when there is none */
  findUser(idOrEmail: string): Promise<LmsUser | null>;
  /** the user's learning units in a course with their state; null when the user is not in the course */
  courseUnits(userId: string, courseId: string): Promise<LmsUnit[] | null>;
}

/** The API answered with an error (not a missing user or course): the sync fails and is retried. */
export class LmsRequestFailed extends Error {
  override name = 'LmsRequestFailed';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The OAuth2 client the local stand-in (/dev/learnworlds) accepts, made per process (stand-in.ts). */
export interface LearnWorldsStandInAccount {
  clientId: string;
  clientSecret: string;
}
