// The console's forms validate with the same zod schemas as the API (from @valik/api/domain). This is
// react-hook-form's resolver contract written out (a few lines instead of another dependency): the
// values are submitted as the user left them (the server parses them again), the zod messages become
// field errors and are translated like every other validation message.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FieldError = { type: string; message: string };
type ErrorTree = { [key: string]: ErrorTree | FieldError };

/** Nested `{ field: { 0: { day: { type, message } } } }` errors from zod issues; the first issue per field wins. */
export function errorsOfIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code: string }>): ErrorTree {
  const errors: ErrorTree = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    let node = errors;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (next && 'message' in next && typeof next.message === 'string') break;
      node = (node[key] ??= {}) as ErrorTree;
    }
    const last = path[path.length - 1] as string;
    if (!(last in node)) node[last] = { type: issue.code, message: issue.message };
  }
  return errors;
}

export function zodResolver(schema: z.ZodType, prepare: (values: FieldValues) => unknown = (v) => v): Resolver {
  return async (values: FieldValues) => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return { values, errors: {} };
    return { values: {}, errors: errorsOfIssues(result.error.issues) } as Awaited<ReturnType<Resolver>>;
  };
}
