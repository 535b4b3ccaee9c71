import type { Db } from '@valik/db/client';
import type { Lang } from '../contracts/index.ts';
import type { Env } from '../env.ts';
import type { Auth } from '../auth.ts';
import type { Logger } from './logger.ts';
import type { SessionUser } from '../routes/auth-session/session-user.ts';
import type { VerifiedNotification } from '../payments/provider.ts';

/** Everything the app needs from the outside, passed in once (tests build their own). */
export interface AppDeps {
  db: Db;
  env: Env;
  logger: Logger;
  auth: Auth;
}

/** The better-auth session of a request, as the guards read it. */
export interface RequestSession {
  id: string;
  authUserId: string;
  /** assurance reached in this session */
  aal: 'aal1' | 'aal2';
  /** aal2 when the identity has a verified second factor */
  nextAal: 'aal1' | 'aal2';
  expiresAt: Date;
  createdAt: Date;
}

export interface AppVariables {
  requestId: string;
  lang: Lang;
  deps: AppDeps;
  /** the client's address (socket, or the trusted proxy's X-Forwarded-For); null in in-process tests */
  clientAddress: string | null;
  /** the session cookie's session, set by the `allow()` guard (also while a second factor is pending) */
  session: RequestSession | null;
  /** the signed-in product user, set by the `allow()` guard once the session is fully assured */
  user: SessionUser | null;
  /** a payment provider's notification, set by the `provider-signature` guard once its signature is verified */
  providerNotification: VerifiedNotification;
}

export interface AppEnv {
  Variables: AppVariables;
}
