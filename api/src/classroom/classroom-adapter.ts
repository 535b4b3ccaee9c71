// The classroom port (architecture §7, issue 14): whether an address is a student of a Classroom course.
// One client speaks Google's API (google-classroom.ts: @googleapis/classroom with a service account); the
// composition root points it at Google, or outside production at the local stand-in (stand-in.ts). With
// neither configured the port is absent and the UI says membership cannot be checked.
import type { KeyObject } from 'node:crypto';

export interface Classroom {
  /** true when `email` is a student of the course; false when not (yet) */
  isStudent(courseId: string, email: string): Promise<boolean>;
}

/** A Google service account's JSON key, the parts the client signs its token requests with. */
export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
}

/** The service account the local stand-in (/dev/classroom) accepts, made per process (stand-in.ts). */
export interface ClassroomStandInAccount {
  key: ServiceAccountKey;
  publicKey: KeyObject;
  /** the Workspace user the service account acts as */
  subject: string;
}
