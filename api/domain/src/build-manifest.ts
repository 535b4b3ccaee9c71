// The build update check of product-spec §7: every build of the portal and the console writes a small
// manifest (its build id and time); an open tab fetches the latest one with a timestamp query, on focus
// and at most every 10 minutes, and offers a reload when a newer build is out.

/** `build.json` next to an app's index.html, served without caching. */
export interface BuildManifest {
  /** changes with every build whose output changed */
  id: string;
  /** ISO 8601 time of the build */
  time: string;
}

export const BUILD_MANIFEST_FILE = 'build.json';
/** The meta tag in the app's index.html that names the build the page runs. */
export const BUILD_META_NAME = 'valik-build';
/** A tab asks for the latest build at most this often. */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60_000;

/** The manifest of the app under `base` ('/user', '/manage'), with the timestamp query that bypasses any cache. */
export function buildManifestUrl(base: string, now: number): string {
  return `${base.replace(/\/$/, '')}/${BUILD_MANIFEST_FILE}?t=${now}`;
}

export function parseBuildManifest(value: unknown): BuildManifest | null {
  if (!value || typeof value !== 'object') return null;
  const { id, time } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof time !== 'string' || Number.isNaN(Date.parse(time))) return null;
  return { id, time };
}

/** Whether `latest` is a different build made after the one the page runs (an older one is a rollback in progress: no notice). */
export function isNewerBuild(running: BuildManifest, latest: BuildManifest | null): boolean {
  if (!latest || latest.id === running.id) return false;
  return Date.parse(latest.time) > Date.parse(running.time);
}

/** Whether a check may run now: never more often than every BUILD_CHECK_INTERVAL_MS. */
export function isBuildCheckDue(lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= BUILD_CHECK_INTERVAL_MS;
}
