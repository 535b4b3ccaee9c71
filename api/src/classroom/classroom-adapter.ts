// The classroom service (architecture §7): production would ask Google Classroom whether the student has
// joined the course; the local implementation cannot know and says so instead of pretending.
export type ClassroomMembership = { checked: true; joined: boolean } | { checked: false; reason: string };

export interface ClassroomAdapter {
  readonly kind: 'google' | 'local';
  membership(params: { email: string; courseLmsId: string | null }): Promise<ClassroomMembership>;
}

export const localClassroom: ClassroomAdapter = {
  kind: 'local',
  async membership() {
    return { checked: false, reason: 'Membership in the classroom cannot be checked locally' };
  },
};

export const CLASSROOM_EMAIL_MESSAGE = 'The classroom e-mail must be a Gmail address';

/** Gmail (and its googlemail.com alias) only: the classroom service signs students in with Google. */
export function isGmailAddress(email: string): boolean {
  return /^[a-z0-9](?:[a-z0-9.+_-]{0,62}[a-z0-9])?@(?:gmail|googlemail)\.com$/i.test(email.trim());
}
