import { fieldErrors } from '../../lib/http.ts';

/** zod issues of a form schema as { field: first message } (fields in the form's camelCase). */
export function issuesByField(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The API's 422 field errors (snake_case paths) keyed like the form's fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([k, v]) => [camel(k), v]));
}
