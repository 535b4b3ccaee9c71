// Google Classroom through the official client (@googleapis/classroom) with a service account acting, by
// domain-wide delegation, as a Workspace user who can read the rosters. `rootUrl` and the token address
// are configurable so the same client runs against the local stand-in in development and tests.
import { auth, classroom_v1 } from '@googleapis/classroom';
import type { Classroom, ServiceAccountKey } from './classroom-adapter.ts';

/** Where google-auth-library sends its service-account token requests (fixed in the library). */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const CLASSROOM_SCOPES = ['https://www.googleapis.com/auth/classroom.rosters.readonly'];

export interface GoogleClassroomConfig {
  credentials: ServiceAccountKey;
  /** the Workspace user the service account acts as */
  subject: string;
  /** https://classroom.googleapis.com/ (with the trailing slash), or the stand-in's */
  rootUrl: string;
  /** Google's token endpoint, or the stand-in's */
  tokenUrl: string;
}

/** A service-account key given as JSON text or as base64 of it. */
export function parseServiceAccountKey(value: string): ServiceAccountKey {
  const text = value.trim().startsWith('{') ? value : Buffer.from(value, 'base64').toString('utf8');
  const key = JSON.parse(text) as Partial<ServiceAccountKey>;
  if (!key.client_email || !key.private_key) throw new Error('a service account key needs client_email and private_key');
  return { client_email: key.client_email, private_key: key.private_key };
}

function statusOf(error: unknown): number | undefined {
  const e = error as { status?: number; code?: number | string; response?: { status?: number } };
  return e.response?.status ?? e.status ?? (typeof e.code === 'number' ? e.code : undefined);
}

export function createGoogleClassroom(config: GoogleClassroomConfig): Classroom {
  const jwt = new auth.JWT({ email: config.credentials.client_email, key: config.credentials.private_key, scopes: CLASSROOM_SCOPES, subject: config.subject });
  if (config.tokenUrl !== GOOGLE_TOKEN_URL) {
    // the library posts its token requests to Google's fixed address; send them to the configured one
    jwt.transporter.interceptors.request.add({
      resolved: async (request) => {
        if (String(request.url) === GOOGLE_TOKEN_URL) request.url = new URL(config.tokenUrl);
        return request;
      },
    });
  }
  const rootUrl = config.rootUrl.endsWith('/') ? config.rootUrl : `${config.rootUrl}/`;
  const api = new classroom_v1.Classroom({ auth: jwt, rootUrl });
  return {
    async isStudent(courseId, email) {
      try {
        // the generated methods read rootUrl from each call's options
        await api.courses.students.get({ courseId, userId: email }, { rootUrl });
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
  };
}
