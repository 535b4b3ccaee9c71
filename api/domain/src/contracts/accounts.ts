// JSON shapes of the accounts API (sign-up, session, factors, own account), shared with the portal.
import type { Lang } from './catalog.ts';
import type { SessionUser, UserRole } from './session-user.ts';

export type AssuranceLevel = 'aal1' | 'aal2';

/**
 * Session assurance (product-spec §4): `current_level` of this session and the `next_level` it can
 * reach. A user with a verified factor has next_level aal2 and is signed in only once current is aal2.
 */
export interface SessionAssurance {
  current_level: AssuranceLevel;
  next_level: AssuranceLevel;
}

export type FactorType = 'totp' | 'phone';
export type FactorStatus = 'verified' | 'unverified';

/** A second factor as the client sees it (spec §3: factor_type, status, friendly_name). */
export interface Factor {
  id: string;
  factor_type: FactorType;
  status: FactorStatus;
  friendly_name: string;
  /** phone factors: the number with all but the last digits hidden */
  phone: string | null;
  created_at: string;
  updated_at: string;
}

/** POST /api/v1/auth/session and the sign-in flow. */
export interface SessionReply {
  /** the signed-in user; null when signed out or while the second factor is still to be passed */
  user: SessionUser | null;
  /** null when there is no session */
  aal: SessionAssurance | null;
  /** verified factors to pass, when the session still needs its second factor (else empty) */
  factors: Factor[];
}

/** POST /api/v1/auth/factors: a new, unverified factor. TOTP answers the QR code to scan. */
export interface EnrolledFactor extends Factor {
  totp: { qr_code: string; secret: string; uri: string } | null;
}

export interface FactorList {
  data: Factor[];
  /** whether a phone factor can be added (an SMS provider is configured) */
  phone_available: boolean;
}

export interface FactorChallenge {
  id: string;
  factor_id: string;
  expires_at: string;
}

export interface FactorVerifyReply {
  aal: SessionAssurance;
  user: SessionUser | null;
  /** turning on the first authenticator app: ten one-time recovery codes, shown this once */
  recovery_codes?: string[] | null;
}

export interface RecoveryCodeStatus {
  /** unused recovery codes left */
  remaining: number;
}

export interface RecoveryCodesIssued {
  codes: string[];
}

export interface AccountSession {
  id: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  current: boolean;
}

/** GET /api/v1/me: the own account as the profile page edits it. */
export interface OwnAccount {
  id: number;
  email: string;
  email_verified: boolean;
  role: UserRole;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  avatar: string | null;
  language: Lang | null;
  has_password: boolean;
  created_at: string;
}

export interface TeacherApplicationDto {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  short_description: string;
  courses: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  decided_by_user_id: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}
