// Rules of the cohort's community and progress integrations (issue 14), shared by the server and the UIs:
// assignments-only progress (spec §4), the classroom membership answer, and the messages of spec §8.

/** The messages the server and the portal show (English source strings, translated everywhere). */
export const COMMUNITY_MESSAGES = {
  /** product-spec §8 */
  discordAuthFailed: 'Unable to authenticate with Discord',
  discordTaken: 'This Discord account is already connected to another Valik account',
  discordUnavailable: 'Discord is not available at the moment',
  classroomJoinFirst: 'Join the course in Classroom first: {link}',
  classroomCannotCheck: 'Membership in Classroom cannot be checked: Classroom is not connected',
  classroomNoCourse: 'Membership in Classroom cannot be checked for this group yet',
  classroomCheckFailed: 'Classroom did not answer. Please try again later.',
  lmsSyncUnavailable: 'No learning platform is connected to this group',
  progressFromLms: 'The progress of this group comes from LearnWorlds',
} as const;

export const CLASSROOM_EMAIL_MESSAGE = 'The classroom e-mail must be a Gmail address';

/** Gmail (and its googlemail.com alias) only: the classroom service signs students in with Google (spec §5). */
export function isGmailAddress(email: string): boolean {
  return /^[a-z0-9](?:[a-z0-9.+_-]{0,62}[a-z0-9])?@(?:gmail|googlemail)\.com$/i.test(email.trim());
}


/** LearnWorlds learning units that are assignments (graded work); attendance units never count (spec §4). */
export const ASSIGNMENT_UNIT_TYPES = ['assignment', 'assessment'] as const;

export interface LmsUnit {
  type: string;
  completed: boolean;
}

/**
 * Progress in percent counting assignments only, not online class attendance (product-spec §4): the share
 * of assignment units completed, rounded. A course without assignments has no progress figure (null).
 */
export function assignmentProgressPercent(units: readonly LmsUnit[]): number | null {
  const assignments = units.filter((u) => (ASSIGNMENT_UNIT_TYPES as readonly string[]).includes(u.type.toLowerCase()));
  if (assignments.length === 0) return null;
  const done = assignments.filter((u) => u.completed).length;
  return Math.round((done / assignments.length) * 100);
}

/** What the classroom check found for an address (the portal shows `message` with `link` filled in). */
export type ClassroomCheck =
  | { state: 'JOINED' }
  | { state: 'NOT_JOINED'; link: string | null }
  | { state: 'CANNOT_CHECK'; reason: 'NOT_CONFIGURED' | 'NO_COURSE' | 'UNAVAILABLE' };

/** The English source message of a check (null when joined). */
export function classroomCheckMessage(check: ClassroomCheck): string | null {
  if (check.state === 'JOINED') return null;
  if (check.state === 'NOT_JOINED') return COMMUNITY_MESSAGES.classroomJoinFirst;
  if (check.reason === 'NOT_CONFIGURED') return COMMUNITY_MESSAGES.classroomCannotCheck;
  if (check.reason === 'NO_COURSE') return COMMUNITY_MESSAGES.classroomNoCourse;
  return COMMUNITY_MESSAGES.classroomCheckFailed;
}
